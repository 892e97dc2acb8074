-- Schema version 9: the preset as it is with Reduce Motion on (docs/accessibility.md#reduce-motion),
-- stored with every revision so history, revert and diff carry it.
-- Shipped migrations are never edited; a change of schema is a new file.
--
-- One nullable column: the partial preset's changes as compact JSON, an object. NULL means no
-- reducedMotion, so every row earlier versions wrote keeps meaning what it meant. Whether the
-- merge is valid is the format's rule, checked before a revision is written; the CHECK keeps
-- what is plainly not an object out (JSON functions may not run in a CHECK with trusted_schema
-- off, so it checks the braces and the size). A deletion holds none (a trigger: ALTER TABLE
-- cannot add a table constraint).

ALTER TABLE revision ADD COLUMN reduced_motion TEXT
    CONSTRAINT "reducedMotion must be an object, {...}, at most 65536 bytes" CHECK (
        reduced_motion IS NULL OR (CAST(reduced_motion AS TEXT) GLOB '{*}'
            AND length(CAST(reduced_motion AS BLOB)) <= 65536));

CREATE TRIGGER revision_deletion_has_no_reduced_motion BEFORE INSERT ON revision
WHEN NEW.action = 'delete' AND NEW.reduced_motion IS NOT NULL
BEGIN
    SELECT RAISE(ABORT, 'a deletion holds no preset, so no reducedMotion');
END;
