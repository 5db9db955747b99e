DROP INDEX "recipes_user_folder_title_idx";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "sort_title" text GENERATED ALWAYS AS (lower(title)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "recipes_user_folder_title_idx" ON "recipes" USING btree ("user_id","folder","sort_title","created_at","id");