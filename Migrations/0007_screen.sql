-- Schema version 7: where the header sits against the status bar and the strip under it
-- (docs/format.md#the-screen), stored with every revision so history, revert and diff carry them.
-- Shipped migrations are never edited; a change of schema is a new file.
--
-- One nullable column per key. NULL means the key's default ("below", no accessory), so every
-- row earlier versions wrote keeps meaning what it meant; the store writes NULL for a value equal
-- to its default, and for an accessory's members when the preset has none. The CHECKs mirror the
-- format's rules. The tracks column's arrays may now hold a sixth element, a scale track's anchor
-- [x, y]; its CHECK already lets them through. A deletion holds none of them (a trigger: ALTER
-- TABLE cannot add a table constraint).

ALTER TABLE revision ADD COLUMN safe_area TEXT
    CONSTRAINT "safeArea must be below, included or added" CHECK (safe_area IN ('below', 'included', 'added'));
ALTER TABLE revision ADD COLUMN accessory_height REAL
    CONSTRAINT "accessory.height must be more than 0 and at most 1000" CHECK (accessory_height > 0 AND accessory_height <= 1000);
ALTER TABLE revision ADD COLUMN accessory_offset REAL
    CONSTRAINT "accessory.offset must be in 0...10000" CHECK (accessory_offset BETWEEN 0 AND 10000);
ALTER TABLE revision ADD COLUMN accessory_behavior TEXT
    CONSTRAINT "accessory.behavior must be pinned, scroll or quickReturn" CHECK (accessory_behavior IN ('pinned', 'scroll', 'quickReturn'));

CREATE TRIGGER revision_deletion_has_no_screen BEFORE INSERT ON revision
WHEN NEW.action = 'delete'
BEGIN
    SELECT RAISE(ABORT, 'a deletion holds no preset, so no safe area or accessory')
    WHERE NEW.safe_area IS NOT NULL OR NEW.accessory_height IS NOT NULL
        OR NEW.accessory_offset IS NOT NULL OR NEW.accessory_behavior IS NOT NULL;
END;

CREATE TRIGGER revision_accessory_is_whole BEFORE INSERT ON revision
WHEN NEW.accessory_height IS NULL AND (NEW.accessory_offset IS NOT NULL OR NEW.accessory_behavior IS NOT NULL)
BEGIN
    SELECT RAISE(ABORT, 'an accessory''s offset or behavior without its height');
END;
