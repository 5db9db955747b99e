-- Sign-in links from the forgot-password mail were sessions of kind 'reset', good for every call. They
-- become single-use reset tokens of their own (next migration), which drops the kind: a link still live
-- now must not turn into a full session, so it ends here (its owner asks for a new one).
DELETE FROM "sessions" WHERE "kind" = 'reset';
