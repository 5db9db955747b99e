-- The title-word vocabulary (recipe_title_words) follows every write to recipes, however it is made (the
-- API, an import, a cascade from a deleted account): statement-level triggers read the changed rows from
-- transition tables and adjust each word's count once per statement, so a 1,000-row import costs one upsert.
CREATE FUNCTION recipe_title_words_add(rows_user uuid[], rows_vector tsvector[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO recipe_title_words (user_id, word, recipes)
  SELECT r.user_id, w.word, count(*)
  FROM unnest(rows_user, rows_vector) AS r(user_id, vector), unnest(tsvector_to_array(r.vector)) AS w(word)
  GROUP BY r.user_id, w.word
  ORDER BY r.user_id, w.word
  ON CONFLICT (user_id, word) DO UPDATE SET recipes = recipe_title_words.recipes + excluded.recipes
$$;
--> statement-breakpoint
CREATE FUNCTION recipe_title_words_remove(rows_user uuid[], rows_vector tsvector[]) RETURNS void
  LANGUAGE sql AS $$
  UPDATE recipe_title_words t SET recipes = t.recipes - gone.n
  FROM (
    SELECT r.user_id, w.word, count(*) AS n
    FROM unnest(rows_user, rows_vector) AS r(user_id, vector), unnest(tsvector_to_array(r.vector)) AS w(word)
    GROUP BY r.user_id, w.word
  ) AS gone
  WHERE t.user_id = gone.user_id AND t.word = gone.word;
  DELETE FROM recipe_title_words WHERE user_id = ANY(rows_user) AND recipes <= 0;
$$;
--> statement-breakpoint
CREATE FUNCTION recipes_title_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recipe_title_words_add(
    (SELECT array_agg(user_id) FROM new_rows), (SELECT array_agg(title_vector) FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION recipes_title_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recipe_title_words_remove(
    (SELECT array_agg(user_id) FROM old_rows), (SELECT array_agg(title_vector) FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose title changed count: most updates (a note, a rating) leave the vocabulary alone.
CREATE FUNCTION recipes_title_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_users uuid[]; before_vectors tsvector[]; after_users uuid[]; after_vectors tsvector[];
BEGIN
  SELECT array_agg(o.user_id), array_agg(o.title_vector), array_agg(n.user_id), array_agg(n.title_vector)
  INTO before_users, before_vectors, after_users, after_vectors
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE o.title_vector <> n.title_vector OR o.user_id <> n.user_id;
  IF before_users IS NOT NULL THEN
    PERFORM recipe_title_words_remove(before_users, before_vectors);
    PERFORM recipe_title_words_add(after_users, after_vectors);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER recipes_title_words_insert AFTER INSERT ON recipes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recipes_title_words_inserted();
--> statement-breakpoint
CREATE TRIGGER recipes_title_words_delete AFTER DELETE ON recipes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION recipes_title_words_deleted();
--> statement-breakpoint
CREATE TRIGGER recipes_title_words_update AFTER UPDATE ON recipes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recipes_title_words_updated();
--> statement-breakpoint
SELECT recipe_title_words_add(array_agg(user_id), array_agg(title_vector)) FROM recipes;
