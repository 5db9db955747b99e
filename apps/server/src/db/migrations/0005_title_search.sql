CREATE TABLE "recipe_title_words" (
	"user_id" uuid NOT NULL,
	"word" text NOT NULL,
	"recipes" integer NOT NULL,
	CONSTRAINT "recipe_title_words_user_id_word_pk" PRIMARY KEY("user_id","word")
);
--> statement-breakpoint
DROP INDEX "recipes_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', public.search_text(title))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "recipe_title_words" ADD CONSTRAINT "recipe_title_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_title_words_trgm_idx" ON "recipe_title_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipes_title_search_idx" ON "recipes" USING gin ("title_vector");