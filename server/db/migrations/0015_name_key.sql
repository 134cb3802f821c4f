ALTER TABLE "rider_moderation" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_key" text;