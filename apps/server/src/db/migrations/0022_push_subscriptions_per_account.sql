DROP INDEX "push_subscriptions_endpoint_key";--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_user_endpoint_key" ON "push_subscriptions" USING btree ("user_id","endpoint");