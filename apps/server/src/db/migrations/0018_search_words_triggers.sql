-- Search reads labels through recipes.label_text (in the search vector at weight B) and forgives typos in
-- descriptions, ingredients and labels through recipe_words, as recipe_title_words does for titles (0006).
-- Statement-level triggers with transition tables keep both, so an import of a thousand recipes costs one
-- statement each, not a thousand.

-- The vocabulary holds words of three letters or more that do not start with a digit: "2", "g" and "tbsp"
-- alike are not worth correcting a typo to.
CREATE FUNCTION recipe_words_add(rows_user uuid[], rows_vector tsvector[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO recipe_words (user_id, word, recipes)
  SELECT r.user_id, w.word, count(*)
  FROM unnest(rows_user, rows_vector) AS r(user_id, vector),
    unnest(tsvector_to_array(ts_filter(r.vector, '{b}'))) AS w(word)
  WHERE char_length(w.word) >= 3 AND w.word !~ '^[0-9]'
  GROUP BY r.user_id, w.word
  ORDER BY r.user_id, w.word
  ON CONFLICT (user_id, word) DO UPDATE SET recipes = recipe_words.recipes + excluded.recipes
$$;
--> statement-breakpoint
CREATE FUNCTION recipe_words_remove(rows_user uuid[], rows_vector tsvector[]) RETURNS void
  LANGUAGE sql AS $$
  UPDATE recipe_words t SET recipes = t.recipes - gone.n
  FROM (
    SELECT r.user_id, w.word, count(*) AS n
    FROM unnest(rows_user, rows_vector) AS r(user_id, vector),
      unnest(tsvector_to_array(ts_filter(r.vector, '{b}'))) AS w(word)
    GROUP BY r.user_id, w.word
  ) AS gone
  WHERE t.user_id = gone.user_id AND t.word = gone.word;
  DELETE FROM recipe_words WHERE user_id = ANY(rows_user) AND recipes <= 0;
$$;
--> statement-breakpoint
CREATE FUNCTION recipes_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recipe_words_add(
    (SELECT array_agg(user_id) FROM new_rows), (SELECT array_agg(search_vector) FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION recipes_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recipe_words_remove(
    (SELECT array_agg(user_id) FROM old_rows), (SELECT array_agg(search_vector) FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose weight-B words changed count (positions aside: a longer title shifts them all).
CREATE FUNCTION recipes_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_users uuid[]; before_vectors tsvector[]; after_users uuid[]; after_vectors tsvector[];
BEGIN
  SELECT array_agg(o.user_id), array_agg(o.search_vector), array_agg(n.user_id), array_agg(n.search_vector)
  INTO before_users, before_vectors, after_users, after_vectors
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE strip(ts_filter(o.search_vector, '{b}')) <> strip(ts_filter(n.search_vector, '{b}'))
    OR o.user_id <> n.user_id;
  IF before_users IS NOT NULL THEN
    PERFORM recipe_words_remove(before_users, before_vectors);
    PERFORM recipe_words_add(after_users, after_vectors);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER recipes_words_insert AFTER INSERT ON recipes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recipes_words_inserted();
--> statement-breakpoint
CREATE TRIGGER recipes_words_delete AFTER DELETE ON recipes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION recipes_words_deleted();
--> statement-breakpoint
CREATE TRIGGER recipes_words_update AFTER UPDATE ON recipes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recipes_words_updated();
--> statement-breakpoint
SELECT recipe_words_add(array_agg(user_id), array_agg(search_vector)) FROM recipes;
--> statement-breakpoint
-- label_text: the recipe's label titles in order, rewritten only where they changed.
CREATE FUNCTION recipes_label_text_refresh(ids uuid[]) RETURNS void
  LANGUAGE sql AS $$
  UPDATE recipes r SET label_text = now_labelled.titles
  FROM (
    SELECT changed.id, coalesce((
      SELECT string_agg(l.title, ' ' ORDER BY l.title)
      FROM recipe_labels rl JOIN labels l ON l.id = rl.label_id WHERE rl.recipe_id = changed.id), '') AS titles
    FROM unnest(ids) AS changed(id)
  ) AS now_labelled
  WHERE r.id = now_labelled.id AND r.label_text <> now_labelled.titles
$$;
--> statement-breakpoint
CREATE FUNCTION recipe_labels_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recipes_label_text_refresh((SELECT array_agg(DISTINCT recipe_id) FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION recipe_labels_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recipes_label_text_refresh((SELECT array_agg(DISTINCT recipe_id) FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION recipe_labels_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recipes_label_text_refresh((
    SELECT array_agg(DISTINCT id) FROM (SELECT recipe_id FROM old_rows UNION SELECT recipe_id FROM new_rows) AS moved(id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION labels_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recipes_label_text_refresh((
    SELECT array_agg(DISTINCT rl.recipe_id)
    FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN recipe_labels rl ON rl.label_id = n.id
    WHERE o.title <> n.title));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER recipe_labels_insert AFTER INSERT ON recipe_labels
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_labels_added();
--> statement-breakpoint
CREATE TRIGGER recipe_labels_delete AFTER DELETE ON recipe_labels
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_labels_removed();
--> statement-breakpoint
CREATE TRIGGER recipe_labels_update AFTER UPDATE ON recipe_labels
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recipe_labels_moved();
--> statement-breakpoint
CREATE TRIGGER labels_update AFTER UPDATE ON labels
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION labels_renamed();
