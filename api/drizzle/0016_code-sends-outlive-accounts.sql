ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;