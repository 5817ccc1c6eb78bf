-- Money records are never deleted (issue 39): a payment outlives its order, keeping the order's
-- number and customer (filled in here for the payments recorded so far); a payment recorded with an
-- Idempotency-Key keeps the key and its request; an order remembers its last payment reminder.
ALTER TABLE "payments" DROP CONSTRAINT "payments_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "customer_username" text;--> statement-breakpoint
UPDATE "payments" SET "order_number" = o."order_number", "customer_username" = o."customer_username" FROM "orders" o WHERE o."id" = "payments"."order_id";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "customer_username" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "idempotency_request" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_idx" ON "payments" USING btree ("recorded_by_id","idempotency_key") WHERE "payments"."idempotency_key" is not null;