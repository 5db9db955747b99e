CREATE TABLE "recipe_words" (
	"user_id" uuid NOT NULL,
	"word" text NOT NULL,
	"recipes" integer NOT NULL,
	CONSTRAINT "recipe_words_user_id_word_pk" PRIMARY KEY("user_id","word")
);
--> statement-breakpoint
ALTER TABLE "recipes" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "label_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Filled before the search vector returns, so each row's vector is computed once, labels included.
UPDATE "recipes" SET "label_text" = labelled.titles
  FROM (SELECT rl.recipe_id, string_agg(l.title, ' ' ORDER BY l.title) AS titles
        FROM recipe_labels rl JOIN labels l ON l.id = rl.label_id GROUP BY rl.recipe_id) AS labelled
  WHERE "recipes"."id" = labelled.recipe_id;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', public.search_text(title)), 'A') || setweight(to_tsvector('simple', public.search_text(description || ' ' || ingredients || ' ' || label_text)), 'B') || setweight(to_tsvector('simple', public.search_text(source || ' ' || notes)), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "recipes_search_idx" ON "recipes" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "recipe_words" ADD CONSTRAINT "recipe_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_words_trgm_idx" ON "recipe_words" USING gin ("word" gin_trgm_ops);
