CREATE TYPE "public"."drives_on" AS ENUM('LEFT', 'RIGHT');--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "drives_on" "drives_on" DEFAULT 'RIGHT' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "picture_mirrorable" boolean DEFAULT false NOT NULL;