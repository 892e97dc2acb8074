/// The CSP hash source of an inline script (`'sha256-…'`, docs/safety.md#the-studio): what a
/// page's `script-src` lists so that only its own scripts run.
public enum ScriptHash {
    /// `'sha256-BASE64'` of `script`, the exact text between `<script>` and `</script>`.
    public static func source(of script: String) -> String {
        "'sha256-" + SHA256.base64(SHA256.digest(Array(script.utf8))) + "'"
    }
}
