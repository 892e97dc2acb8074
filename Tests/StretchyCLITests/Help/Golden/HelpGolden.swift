/// Help pages as they must read, kept as text a reviewer can diff.
enum HelpGolden {}
