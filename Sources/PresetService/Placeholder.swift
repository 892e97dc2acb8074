// Placeholder: this target is filled in by its own issue.
