ALTER TABLE "invite_codes" ADD COLUMN "preset" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_preset" text;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree (lower("actor_username"),"created_at");