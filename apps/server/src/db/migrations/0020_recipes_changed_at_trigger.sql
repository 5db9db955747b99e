-- recipes.changed_at is what devices' copies (GET /recipes/sync) read changes by. A row trigger stamps it
-- on every insert and update, whatever wrote the row: the API, imports, or 0018's label_text refresh when
-- a label is renamed, merged or deleted (those leave updated_at, which people sort by, as it was).
-- The database's clock at the write, not the app's: the sync compares it with the database's clock when it
-- reads. Milliseconds, so a cursor (a JavaScript date) names a row's stamp exactly. Rows already there keep
-- the migration's time: cursors from before it are read as "from the start".
CREATE FUNCTION recipes_stamp_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_at := date_trunc('milliseconds', clock_timestamp());
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER recipes_changed BEFORE INSERT OR UPDATE ON recipes
  FOR EACH ROW EXECUTE FUNCTION recipes_stamp_changed();
