CREATE TYPE "public"."reveal_mode" AS ENUM('AFTER_EACH_ANSWER', 'AT_CLOSE');--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "avatars" ADD COLUMN "key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD COLUMN "categories" "category"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reveal_mode" "reveal_mode" DEFAULT 'AFTER_EACH_ANSWER' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "avatars_key_idx" ON "avatars" USING btree ("key");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_guest_or_credentials" CHECK (("users"."email" is null) = ("users"."password_hash" is null));