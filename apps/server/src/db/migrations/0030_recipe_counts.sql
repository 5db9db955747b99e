-- How many recipes each user has in each folder, so a page of the list reads its total instead of counting;
-- and the date orders' indexes with the title and id after the date, so a page by date is an index walk.
CREATE TABLE "recipe_counts" (
	"user_id" uuid NOT NULL,
	"folder" text NOT NULL,
	"recipes" integer NOT NULL,
	CONSTRAINT "recipe_counts_user_id_folder_pk" PRIMARY KEY("user_id","folder")
);
--> statement-breakpoint
DROP INDEX "recipes_user_folder_created_idx";--> statement-breakpoint
ALTER TABLE "recipe_counts" ADD CONSTRAINT "recipe_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipes_user_folder_newest_idx" ON "recipes" USING btree ("user_id","folder","created_at" DESC NULLS FIRST,"sort_title","id");--> statement-breakpoint
CREATE INDEX "recipes_user_folder_created_idx" ON "recipes" USING btree ("user_id","folder","created_at","sort_title","id");
--> statement-breakpoint
-- Statement-level triggers with transition tables keep recipe_counts, so an import's batch costs one
-- statement. Rows are locked in (user, folder) order, so writers of the same person never wait in a circle.
-- A delete only updates: when an account goes, its counts may already be gone with it (nothing to insert).
CREATE FUNCTION recipe_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO recipe_counts (user_id, folder, recipes)
  SELECT user_id, folder, count(*) FROM new_rows GROUP BY user_id, folder ORDER BY user_id, folder
  ON CONFLICT (user_id, folder) DO UPDATE SET recipes = recipe_counts.recipes + excluded.recipes;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION recipe_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recipe_counts c SET recipes = c.recipes - gone.n
  FROM (
    SELECT user_id, folder, count(*) AS n FROM old_rows GROUP BY user_id, folder ORDER BY user_id, folder
  ) AS gone
  WHERE c.user_id = gone.user_id AND c.folder = gone.folder;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows that changed folder (or owner) move a count: each is one less where it was, one more where it is.
CREATE FUNCTION recipe_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO recipe_counts (user_id, folder, recipes)
  SELECT user_id, folder, sum(delta) FROM (
    SELECT n.user_id, n.folder, 1 AS delta FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.user_id <> n.user_id OR o.folder <> n.folder
    UNION ALL
    SELECT o.user_id, o.folder, -1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.user_id <> n.user_id OR o.folder <> n.folder
  ) AS moves
  GROUP BY user_id, folder ORDER BY user_id, folder
  ON CONFLICT (user_id, folder) DO UPDATE SET recipes = recipe_counts.recipes + excluded.recipes;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER recipes_counted_insert AFTER INSERT ON recipes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER recipes_counted_delete AFTER DELETE ON recipes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER recipes_counted_update AFTER UPDATE ON recipes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_counts_updated();
--> statement-breakpoint
INSERT INTO recipe_counts (user_id, folder, recipes)
  SELECT user_id, folder, count(*) FROM recipes GROUP BY user_id, folder;
