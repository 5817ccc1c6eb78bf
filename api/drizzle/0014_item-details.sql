ALTER TABLE "items" ADD COLUMN "effects" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "shot_count" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "safety_notes" text;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_duration_non_negative" CHECK ("items"."duration_seconds" >= 0);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_shot_count_non_negative" CHECK ("items"."shot_count" >= 0);