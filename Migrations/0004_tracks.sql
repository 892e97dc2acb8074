-- Schema version 4: a preset's content tracks (SPEC.md §6, issue 19), stored with every revision
-- so history, revert and diff carry them.
-- Shipped migrations are never edited; a change of schema is a new file.
--
-- One nullable column. NULL means no tracks, so every row earlier versions wrote keeps meaning
-- what it meant. Otherwise it holds the tracks as a compact JSON array, in document order, one
-- array per track: [layer, property, input, easing, [at, value, at, value, ...]], where easing is
-- a name or [x1, y1, x2, y2]; for example [["title","scale","progress","linear",[0,1.5,1,1]]].
-- The store checks every rule of §6 before it writes; the CHECK keeps out what cannot be such an
-- array at all (SQLite's JSON functions may not be used in a schema the store reads with
-- trusted_schema off, so it checks the brackets and the size: 32 tracks of 16 keyframes fit).
-- A deletion holds no tracks (a trigger: a column added later cannot have a table constraint).

ALTER TABLE revision ADD COLUMN tracks TEXT
    CONSTRAINT "tracks must be an array of tracks, [[...]], at most 65536 bytes" CHECK (
        tracks IS NULL OR (CAST(tracks AS TEXT) GLOB '[[][[]*]]'
            AND length(CAST(tracks AS BLOB)) <= 65536));

CREATE TRIGGER revision_deletion_has_no_tracks BEFORE INSERT ON revision
WHEN NEW.action = 'delete' AND NEW.tracks IS NOT NULL
BEGIN
    SELECT RAISE(ABORT, 'a deletion holds no preset, so no tracks');
END;
