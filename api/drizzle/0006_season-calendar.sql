CREATE TABLE "season_calendar" (
	"id" text PRIMARY KEY NOT NULL,
	"sales_windows" jsonb NOT NULL,
	"preorder_windows" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
