CREATE INDEX "couples_created_idx" ON "couples" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "couples_wedding_date_idx" ON "couples" USING btree ("wedding_date","user_id");--> statement-breakpoint
CREATE INDEX "couples_wedding_date_desc_idx" ON "couples" USING btree ("wedding_date" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "couples_alphabetical_idx" ON "couples" USING btree (nullif("search_names", ''),"user_id");--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");