import Foundation
import ScrollworkCore

extension PluginFactory {
    /// The folded form of a `GeometryReader`'s content closure (see `ReaderPreferenceFold`),
    /// worked out on its first use and kept: a scene makes a reader per row.
    func readerPreferenceFold(_ closure: Callable) -> ReaderPreferenceFold? {
        guard foldsReaderContent, let function = closure.function else { return nil }
        let key = ObjectIdentifier(function)
        if let known = readerFolds[key] { return known.fold }
        var fold: ReaderPreferenceFold?
        if let syntax = closureSyntax(of: function), !readsShadowableNames(syntax) {
            let files = self.files
            fold = ReaderPreferenceFold.compile(syntax, compiler: program.expressionCompiler { files[$0.file]?.text(in: $0) ?? "" })
        }
        readerFolds[key] = (function, fold)
        return fold
    }
}
