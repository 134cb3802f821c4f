ALTER TABLE "attempts" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "joined_on_device" uuid;--> statement-breakpoint
CREATE INDEX "attempts_device_idx" ON "attempts" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "users_joined_on_device_idx" ON "users" USING btree ("joined_on_device","created_at");