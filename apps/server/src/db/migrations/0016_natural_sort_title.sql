ALTER TABLE "recipes" drop column "sort_title";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "sort_title" text GENERATED ALWAYS AS (public.natural_sort_key(title)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "recipes_user_folder_title_idx" ON "recipes" USING btree ("user_id","folder","sort_title","created_at","id");--> statement-breakpoint
CREATE INDEX "recipes_user_folder_title_rank_idx" ON "recipes" USING btree ("user_id","folder","title_length","sort_title","id","title_vector");
