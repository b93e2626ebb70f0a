import SwiftUI

/// Lines of text in several fonts, one item each: each is as tall as its font's line and as
/// wide as its characters' average advance.
struct TextSizes: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Text("Body").id("body")
                Text("Title").font(.title).id("title")
                Text("Large").font(.largeTitle).id("large")
                Text("Caption").font(.caption).id("caption")
                Text("Headline").font(.headline).id("headline")
                Text("Sized").font(.system(size: 20, weight: .bold)).id("sized")
                Text("Bold").bold().id("bold")
                Text("Heavy").font(.system(.title2, weight: .heavy)).id("heavy")
                Text("Weighted").font(.body.weight(.semibold)).id("weighted")
                Text("Black").fontWeight(.black).id("black")
                Text("Sub").font(.subheadline).id("subheadline")
                Text("Call").font(.callout).id("callout")
                Text("Tiny").font(.caption2).id("caption2")
                Text("Two").font(.title2).id("title2")
                Text("Foot").font(.footnote).id("footnote")
                Text("Bolder").font(.title.bold()).id("bolder")
                HStack { Text("Light") }.fontWeight(.light).id("light")
                VStack {
                    Text("Inherited")
                }
                .font(.title3)
                .bold(true)
                .id("inherited")
            }
        }
    }
}

/// Text offered a narrow width: wrapping, line limits, line spacing and shrinking.
struct TextWrapping: View {
    let words = "one two three four five"

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Text(words).frame(width: 100).id("wrapped")
                Text(words).lineLimit(2).frame(width: 100).id("limited")
                Text(words).lineLimit(nil).lineSpacing(6).frame(width: 100).id("spaced")
                Text("one").lineLimit(3, reservesSpace: true).frame(width: 100).id("reserved")
                Text(words).lineLimit(1...2).frame(width: 100).id("ranged")
                Text("A scaled title here")
                    .font(.title)
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
                    .frame(width: 200)
                    .id("scaled")
                Text("Much too long to shrink")
                    .font(.title)
                    .lineLimit(1)
                    .minimumScaleFactor(0.9)
                    .frame(width: 200)
                    .id("floor")
                Text("Centred lines")
                    .multilineTextAlignment(.center)
                    .id("centred")
            }
        }
    }
}

/// A title beside a Spacer in a bar: it fits on one line.
struct TitleBar: View {
    var body: some View {
        ScrollView {
            HStack {
                Text("Settings").font(.title)
                Spacer()
                Text("Edit")
            }
            .id("bar")
        }
    }
}
