CREATE TABLE "pickup_slots" (
	"id" text PRIMARY KEY NOT NULL,
	"date" text NOT NULL,
	"start" text NOT NULL,
	"end" text NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_slots_capacity_positive" CHECK ("pickup_slots"."capacity" > 0),
	CONSTRAINT "pickup_slots_booked_within_capacity" CHECK ("pickup_slots"."booked" >= 0 AND "pickup_slots"."booked" <= "pickup_slots"."capacity")
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "stock_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_slot_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "pickup_slots_date_idx" ON "pickup_slots" USING btree ("date","start");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_slot_id_pickup_slots_id_fk" FOREIGN KEY ("pickup_slot_id") REFERENCES "public"."pickup_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_pickup_code_idx" ON "orders" USING btree ("pickup_code");--> statement-breakpoint
CREATE INDEX "orders_pickup_slot_idx" ON "orders" USING btree ("pickup_slot_id");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_stock_non_negative" CHECK ("items"."stock" >= 0);