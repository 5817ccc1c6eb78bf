CREATE TABLE "order_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by_id" text,
	"recorded_by" text NOT NULL,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"voided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_not_zero" CHECK ("payments"."amount_cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" text;--> statement-breakpoint
-- Existing orders get numbers in the order they were made, per (UTC) year; the counters continue from there.
UPDATE "orders" o SET "order_number" = n."number" FROM (
	SELECT "id", 'FW-' || to_char("created_at" AT TIME ZONE 'UTC', 'YY') || '-' || lpad((row_number() OVER (PARTITION BY extract(year FROM "created_at" AT TIME ZONE 'UTC') ORDER BY "created_at", "id"))::text, 5, '0') AS "number"
	FROM "orders"
) n WHERE o."id" = n."id";--> statement-breakpoint
INSERT INTO "order_number_counters" ("year", "last_number")
	SELECT extract(year FROM "created_at" AT TIME ZONE 'UTC')::integer, count(*)::integer FROM "orders" GROUP BY 1;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET NOT NULL;--> statement-breakpoint
-- What was already paid becomes one ledger entry, so the amount paid is the sum of the ledger from the start.
INSERT INTO "payments" ("id", "order_id", "amount_cents", "method", "received_at", "note", "recorded_by")
	SELECT 'migrated-' || "id", "id", "amount_payed_cents", 'other', "updated_at", 'Amount paid before the payment ledger', 'system'
	FROM "orders" WHERE "amount_payed_cents" > 0;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_received_idx" ON "payments" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");