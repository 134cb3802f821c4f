CREATE INDEX "rider_moderation_name_key_idx" ON "rider_moderation" USING btree ("event_id","name_key");--> statement-breakpoint
CREATE INDEX "users_name_key_idx" ON "users" USING btree ("name_key");