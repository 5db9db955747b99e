-- Trigram matching for typo-tolerant search; PGlite loads the extension's code at start, this enables it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
