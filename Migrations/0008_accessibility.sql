-- Schema version 8: the text that grows with the user's text size (docs/format.md#accessibility),
-- stored with every revision so history, revert and diff carry it.
-- Shipped migrations are never edited; a change of schema is a new file.
--
-- One nullable column per key. NULL in both means no dynamicType, so every row earlier versions
-- wrote keeps meaning what it meant; a preset with dynamicType fills both. The CHECKs mirror the
-- format's rules as far as a column alone can (scaledHeight <= maxHeight is the format's own rule,
-- checked before a revision is written). A deletion holds neither (a trigger: ALTER TABLE cannot
-- add a table constraint).

ALTER TABLE revision ADD COLUMN dynamic_type_text_style TEXT
    CONSTRAINT "dynamicType.textStyle must be largeTitle, title1, title2, title3, headline or body"
    CHECK (dynamic_type_text_style IN ('largeTitle', 'title1', 'title2', 'title3', 'headline', 'body'));
ALTER TABLE revision ADD COLUMN dynamic_type_scaled_height REAL
    CONSTRAINT "dynamicType.scaledHeight must be in 0...10000"
    CHECK (dynamic_type_scaled_height BETWEEN 0 AND 10000);

CREATE TRIGGER revision_deletion_has_no_dynamic_type BEFORE INSERT ON revision
WHEN NEW.action = 'delete'
BEGIN
    SELECT RAISE(ABORT, 'a deletion holds no preset, so no dynamicType')
    WHERE NEW.dynamic_type_text_style IS NOT NULL OR NEW.dynamic_type_scaled_height IS NOT NULL;
END;

CREATE TRIGGER revision_dynamic_type_is_whole BEFORE INSERT ON revision
WHEN (NEW.dynamic_type_text_style IS NULL) <> (NEW.dynamic_type_scaled_height IS NULL)
BEGIN
    SELECT RAISE(ABORT, 'a dynamicType''s textStyle without its scaledHeight, or the other way round');
END;
