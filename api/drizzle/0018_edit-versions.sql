-- Versions of the records admins edit side by side (docs/decisions/edit-conflicts.md): a save made from an older version is refused.
ALTER TABLE "season_calendar" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notes_version" integer DEFAULT 0 NOT NULL;