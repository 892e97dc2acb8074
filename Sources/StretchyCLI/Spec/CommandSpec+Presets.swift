/// The specs of the commands that look at and change presets.
extension CommandSpec {
    /// `list`: names and summaries.
    public static let list = CommandSpec(
        name: "list",
        abstract: "List the presets with their summaries.",
        options: [
            GlobalOptions.format(["table", "json", "csv"]),
            .flag("names-only", hidden: true, help: "Print only the names, one per line."),
        ],
        examples: [
            CommandExample("List every preset.", "stretchy list"),
            CommandExample("Names and summaries as JSON, for scripts.", "stretchy list --format json"),
        ])

    /// `show NAME`: one preset.
    public static let show = CommandSpec(
        name: "show",
        abstract: "Show one preset's parameters.",
        discussion: "With --format json, prints the preset object of the preset document format.",
        arguments: [ArgumentSpec("name", kind: .presetName, help: "The preset to show.")],
        options: [GlobalOptions.format(["table", "json"])],
        examples: [
            CommandExample("Show a built-in preset.", "stretchy show sticky-utah"),
            CommandExample("The same preset as JSON.", "stretchy show sticky-utah --format json"),
        ])

    /// `create NAME [--from BASE] [KEY=VALUE ...]`: a new preset.
    public static let create = CommandSpec(
        name: "create",
        abstract: "Create a preset from the defaults or another preset.",
        discussion: """
            Keys mirror the JSON format, dotted for nested values: maxHeight=320, \
            damping=0.5, shadow.threshold=140, shadow=null, snap.mode=immediately, \
            snap.positions=0,0.5,1, motion.parallax=0.5 (see 'stretchy help simulate'). \
            Every value is checked before anything is written.

            Tracks animate what is inside the header, keyed to the collapse progress or the \
            pull: tracks.LAYER.PROPERTY=AT:VALUE,... (tracks.title.scale=0:1.5,1:1), \
            tracks.LAYER.PROPERTY.input=progress|pull, \
            tracks.LAYER.PROPERTY.easing=linear|easeIn|easeOut|easeInOut|step|x1,y1,x2,y2; \
            PROPERTY is opacity, scale, translateX, translateY or blur.
            """,
        arguments: [
            ArgumentSpec("name", help: "The new preset's name (lowercase letters, digits, '.', '_', '-')."),
            ArgumentSpec(
                "key=value", kind: .assignment, optional: true, repeating: true,
                help: "Parameters to set on the new preset."),
        ],
        options: [
            .option("from", value: "base", kind: .presetName, help: "Start from a copy of this preset."),
        ],
        examples: [
            CommandExample("A header that shrinks from 320 to 100 points.",
                           "stretchy create tall-header maxHeight=320 minHeight=100"),
            CommandExample("A variant of a built-in preset whose title shrinks as it collapses.",
                           "stretchy create my-utah --from sticky-utah tracks.title.scale=0:1.5,1:1"),
        ])

    /// `edit NAME [KEY=VALUE ...]`: change keys, or edit the JSON in `$VISUAL`/`$EDITOR`.
    public static let edit = CommandSpec(
        name: "edit",
        abstract: "Change a preset's parameters.",
        discussion: """
            Keys mirror the JSON format, dotted for nested values: maxHeight=320, \
            shadow.threshold=140, shadow=null, snap.positions=0,0.5,1, \
            motion.quickReturn=true, motion=default.

            Tracks: tracks.title.scale=0:1.5,1:1 sets a track's keyframes (AT:VALUE pairs), \
            tracks.title.opacity.easing=easeOut or =0.8,0,0.8,0.15 its easing, \
            tracks.title.scale.input=pull its input, tracks.title.scale=null removes it and \
            tracks=[] removes every track.

            With no assignment, opens the preset's JSON in $VISUAL, else $EDITOR, else vi, \
            and saves it only if it is valid. If another change to the preset was saved while \
            the editor was open, the keys you changed are applied on top of it when it did not \
            touch them (a note says so); otherwise nothing is saved and the error names the \
            other revision.

            Your text is never thrown away: when it cannot be saved (invalid, a conflict, the \
            database busy, the editor failing or stretchy being stopped), it stays in the file \
            the editor had open, and the error gives its path. On a terminal you are offered to \
            reopen the editor on it with the error at the top. To retry later, run \
            'stretchy edit NAME --file PATH' (or 'stretchy import PATH --on-conflict replace').
            """,
        arguments: [
            ArgumentSpec("name", kind: .presetName, help: "The preset to change."),
            ArgumentSpec(
                "key=value", kind: .assignment, optional: true, repeating: true,
                help: "Parameters to change; none opens an editor."),
        ],
        options: [
            OptionSpec.option("file", value: "path", kind: .path,
                              help: "Save the preset JSON in this file (- for standard input) instead of opening an editor."),
        ],
        rules: [.conflicts("file", with: ["key=value"])],
        examples: [
            CommandExample("Pull away at a quarter of the speed.", "stretchy edit sticky-utah damping=0.25"),
            CommandExample("Edit the JSON in your editor.", "stretchy edit sticky-utah"),
        ])

    /// `rename OLD NEW`.
    public static let rename = CommandSpec(
        name: "rename",
        abstract: "Rename a preset, keeping its history.",
        arguments: [
            ArgumentSpec("old", kind: .presetName, help: "The preset's current name."),
            ArgumentSpec("new", help: "Its new name."),
        ],
        examples: [CommandExample("Give a preset a clearer name.", "stretchy rename my-utah utah-snapping")])

    /// `copy SRC DST`.
    public static let copy = CommandSpec(
        name: "copy",
        abstract: "Copy a preset under a new name.",
        arguments: [
            ArgumentSpec("source", kind: .presetName, help: "The preset to copy."),
            ArgumentSpec("destination", help: "The name of the copy."),
        ],
        examples: [CommandExample("Start a variant of a built-in preset.", "stretchy copy sticky-utah my-utah")])

    /// `delete NAME`.
    public static let delete = CommandSpec(
        name: "delete",
        abstract: "Delete a preset; 'revert' brings it back.",
        discussion: "The preset's history is kept, so nothing is lost.",
        arguments: [ArgumentSpec("name", kind: .presetName, help: "The preset to delete.")],
        examples: [CommandExample("Delete a preset.", "stretchy delete my-utah")])

    /// `restore NAME...` / `restore --all`: bring back built-in presets.
    public static let restore = CommandSpec(
        name: "restore",
        abstract: "Restore a built-in preset that was changed or deleted.",
        discussion: "The preset gets the catalogue's parameters back as a new revision; its history is kept.",
        usage: "restore (<name> ... | --all)",
        arguments: [
            ArgumentSpec("name", kind: .presetName, optional: true, repeating: true,
                         help: "The built-in presets to restore."),
        ],
        options: [.flag("all", help: "Restore every built-in preset.")],
        rules: [.oneOf(["name", "all"]), .conflicts("all", with: ["name"])],
        examples: [
            CommandExample("Undo your changes to a built-in preset.", "stretchy restore sticky-utah"),
            CommandExample("Restore the whole built-in catalogue.", "stretchy restore --all"),
        ])
}
