-- Schema version 1: presets and their full history.
-- Shipped migrations are never edited; a change of schema is a new file.
--
-- Every change to a preset appends one row to `revision`, holding the whole preset (NULLs for a
-- deletion). A preset's lineage (`revision.lineage`) is its identity across renames and deletion;
-- its revisions are numbered 1, 2, 3, ... `preset` maps each live name to its lineage's latest
-- revision and is kept by the triggers below: writers only ever insert revisions.
-- No JSON functions appear here: under `trusted_schema=OFF` SQLite 3.40 refuses them in a schema.

CREATE TABLE revision (
    id INTEGER PRIMARY KEY,
    lineage INTEGER NOT NULL CONSTRAINT "lineage must be positive" CHECK (lineage >= 1),
    number INTEGER NOT NULL CONSTRAINT "revision number must be positive" CHECK (number >= 1),
    time TEXT NOT NULL CONSTRAINT "time must be ISO 8601 UTC (YYYY-MM-DDTHH:MM:SSZ)" CHECK (
        time GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9]Z'),
    action TEXT NOT NULL CONSTRAINT "action must be builtin, create, edit, rename, copy, delete, import, revert or restore" CHECK (
        action IN ('builtin', 'create', 'edit', 'rename', 'copy', 'delete', 'import', 'revert', 'restore')),
    name TEXT NOT NULL CONSTRAINT "name must match ^[a-z0-9][a-z0-9._-]{0,63}$" CHECK (
        length(CAST(name AS BLOB)) BETWEEN 1 AND 64
        AND length(name) = length(CAST(name AS BLOB))
        AND name GLOB '[a-z0-9]*'
        AND NOT name GLOB '*[^a-z0-9._-]*'),
    summary TEXT CONSTRAINT "summary must be at most 500 characters without control characters but newline" CHECK (
        length(summary) <= 500
        AND instr(summary, char(0)) = 0
        AND NOT summary GLOB ('*[' || char(1) || '-' || char(9) || char(11) || '-' || char(31)
                              || char(127) || '-' || char(159) || ']*')),
    min_height REAL CONSTRAINT "minHeight must be in 0...10000" CHECK (min_height BETWEEN 0 AND 10000),
    max_height REAL CONSTRAINT "maxHeight must be in 0...10000 and greater than 0" CHECK (
        max_height > 0 AND max_height <= 10000),
    collapse TEXT CONSTRAINT "collapse must be shrink or scroll" CHECK (collapse IN ('shrink', 'scroll')),
    damping REAL CONSTRAINT "damping must be in 0...1" CHECK (damping BETWEEN 0 AND 1),
    shadow_threshold REAL CONSTRAINT "shadow.threshold must be in 0...10000" CHECK (
        shadow_threshold BETWEEN 0 AND 10000),
    shadow_radius REAL CONSTRAINT "shadow.radius must be in 0...100" CHECK (shadow_radius BETWEEN 0 AND 100),
    snap_mode TEXT CONSTRAINT "snap.mode must be disabled, immediately or afterFinishAccelerating" CHECK (
        snap_mode IN ('disabled', 'immediately', 'afterFinishAccelerating')),
    snap_initial REAL CONSTRAINT "snap.initialPosition must be in 0...1" CHECK (snap_initial BETWEEN 0 AND 1),
    CONSTRAINT "minHeight must not be greater than maxHeight" CHECK (min_height <= max_height),
    CONSTRAINT "shadow needs both threshold and radius" CHECK (
        (shadow_threshold IS NULL) = (shadow_radius IS NULL)),
    CONSTRAINT "a deletion holds no preset and every other revision a whole one (no NaN)" CHECK (
        CASE WHEN action = 'delete' THEN
            summary IS NULL AND min_height IS NULL AND max_height IS NULL AND collapse IS NULL
            AND damping IS NULL AND shadow_threshold IS NULL AND shadow_radius IS NULL
            AND snap_mode IS NULL AND snap_initial IS NULL
        ELSE
            summary IS NOT NULL AND min_height IS NOT NULL AND max_height IS NOT NULL
            AND collapse IS NOT NULL AND damping IS NOT NULL AND snap_mode IS NOT NULL
            AND snap_initial IS NOT NULL
        END),
    UNIQUE (lineage, number)
) STRICT;

-- Finds the lineage a name belongs (or last belonged) to.
CREATE INDEX revision_by_name ON revision (name);

-- The snap positions of a revision: in 0...1, no duplicates (the key), at most 16 (a trigger).
CREATE TABLE snap_position (
    revision INTEGER NOT NULL REFERENCES revision (id),
    position REAL NOT NULL CONSTRAINT "snap.positions must be in 0...1" CHECK (position BETWEEN 0 AND 1),
    PRIMARY KEY (revision, position)
) STRICT, WITHOUT ROWID;

-- Each live preset: its name and its lineage's latest revision.
CREATE TABLE preset (
    name TEXT PRIMARY KEY,
    revision INTEGER NOT NULL REFERENCES revision (id)
) STRICT, WITHOUT ROWID;

CREATE TRIGGER revision_numbers_follow_on BEFORE INSERT ON revision
BEGIN
    SELECT RAISE(ABORT, 'revision numbers of a preset go 1, 2, 3, ... without gaps')
    WHERE NEW.number <> coalesce((SELECT max(number) FROM revision WHERE lineage = NEW.lineage), 0) + 1;
END;

CREATE TRIGGER revision_moves_preset AFTER INSERT ON revision
BEGIN
    DELETE FROM preset
    WHERE name = (SELECT name FROM revision WHERE lineage = NEW.lineage AND number = NEW.number - 1)
      AND revision = (SELECT id FROM revision WHERE lineage = NEW.lineage AND number = NEW.number - 1);
    INSERT INTO preset (name, revision) SELECT NEW.name, NEW.id WHERE NEW.action <> 'delete';
END;

CREATE TRIGGER revision_is_never_changed BEFORE UPDATE ON revision
BEGIN
    SELECT RAISE(ABORT, 'revisions are history and are never changed');
END;

CREATE TRIGGER revision_is_never_deleted BEFORE DELETE ON revision
BEGIN
    SELECT RAISE(ABORT, 'revisions are history and are never deleted');
END;

CREATE TRIGGER snap_position_joins_latest_revision BEFORE INSERT ON snap_position
BEGIN
    SELECT RAISE(ABORT, 'snap positions belong to the latest revision of a preset, not to a deletion or older one')
    WHERE NOT EXISTS (SELECT 1 FROM revision r
                      WHERE r.id = NEW.revision AND r.action <> 'delete'
                        AND r.number = (SELECT max(number) FROM revision WHERE lineage = r.lineage));
    SELECT RAISE(ABORT, 'snap.positions may hold at most 16 positions')
    WHERE (SELECT count(*) FROM snap_position WHERE revision = NEW.revision) >= 16;
END;

CREATE TRIGGER snap_position_is_never_changed BEFORE UPDATE ON snap_position
BEGIN
    SELECT RAISE(ABORT, 'revisions are history and are never changed');
END;

CREATE TRIGGER snap_position_is_never_deleted BEFORE DELETE ON snap_position
BEGIN
    SELECT RAISE(ABORT, 'revisions are history and are never deleted');
END;
