import SwiftUI

// One typical use of each of the census's 60 most used leading-dot and static members, in
// the shape Apple's documentation shows it. `scripts/probes` counts the share of census uses
// accepted.

// census: .leading (805)
struct DotLeadingProbe: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Title")
            Text("A longer subtitle")
        }
    }
}

// census: .infinity (679)
struct DotInfinityProbe: View {
    var body: some View { Text("Full width").frame(maxWidth: .infinity) }
}

// census: .top (573)
struct DotTopProbe: View {
    var body: some View { Text("Top").padding(.top, 8) }
}

// census: .horizontal (535)
struct DotHorizontalProbe: View {
    var body: some View { Text("Side padding").padding(.horizontal) }
}

// census: .white (520)
struct DotWhiteProbe: View {
    var body: some View { Text("On blue").foregroundColor(.white).background(Color.blue) }
}

// census: .vertical (434)
struct DotVerticalProbe: View {
    var body: some View { Text("Vertical padding").padding(.vertical, 4) }
}

// census: .bottom (400)
struct DotBottomProbe: View {
    var body: some View { Text("Bottom").padding(.bottom) }
}

// census: .default (361)
struct DotDefaultProbe: View {
    @State private var on = false
    var body: some View { Text("Animated").opacity(on ? 1 : 0.5).animation(.default, value: on) }
}

// census: .red (335)
struct DotRedProbe: View {
    var body: some View { Text("Error").foregroundColor(.red) }
}

// census: .black (326)
struct DotBlackProbe: View {
    var body: some View { Color.black.opacity(0.4).frame(height: 20) }
}

// census: .secondary (326)
struct DotSecondaryProbe: View {
    var body: some View { Text("Detail").foregroundColor(.secondary) }
}

// census: .zero (312)
struct DotZeroProbe: View {
    @State private var offset: CGSize = .zero
    var body: some View { Text("Origin").offset(offset) }
}

// census: .center (301)
struct DotCenterProbe: View {
    var body: some View { Text("Centered").frame(width: 200, alignment: .center) }
}

// census: .none (296)
struct DotNoneProbe: View {
    var body: some View { Image(systemName: "square").resizable().interpolation(.none) }
}

// census: .main (276)
struct DotMainProbe: View {
    @State private var loaded = false
    var body: some View {
        Text("Main").onAppear {
            DispatchQueue.main.async { loaded = true }
        }
    }
}

// census: .dark (263)
struct DotDarkProbe: View {
    var body: some View { Text("Dark").preferredColorScheme(.dark) }
}

// census: .system (263)
struct DotSystemProbe: View {
    var body: some View { Text("Sized").font(.system(size: 20, weight: .semibold)) }
}

// census: .trailing (246)
struct DotTrailingProbe: View {
    var body: some View {
        HStack {
            Text("Right")
        }
        .frame(maxWidth: .infinity, alignment: .trailing)
    }
}

// census: .clear (240)
struct DotClearProbe: View {
    var body: some View { Text("Clear").background(Color.clear) }
}

// census: .gray (208)
struct DotGrayProbe: View {
    var body: some View { Text("Muted").foregroundColor(.gray) }
}

// census: .semibold (191)
struct DotSemiboldProbe: View {
    var body: some View { Text("Semibold").fontWeight(.semibold) }
}

// census: .now (183)
struct DotNowProbe: View {
    var body: some View { Text(Date.now, format: .dateTime.hour().minute()) }
}

// census: .blue (165)
struct DotBlueProbe: View {
    var body: some View { Text("Link").foregroundColor(.blue) }
}

// census: .hidden (165)
struct DotHiddenProbe: View {
    var body: some View {
        ScrollView {
            Text("No indicators")
        }
        .scrollIndicators(.hidden)
    }
}

// census: .title (159)
struct DotTitleProbe: View {
    var body: some View { Text("Title").font(.title) }
}

// census: .caption (154)
struct DotCaptionProbe: View {
    var body: some View { Text("Caption").font(.caption) }
}

// census: .easeInOut (151)
struct DotEaseInOutProbe: View {
    @State private var expanded = false
    var body: some View {
        Button("Expand") {
            withAnimation(.easeInOut(duration: 0.3)) { expanded.toggle() }
        }
    }
}

// census: .primary (151)
struct DotPrimaryProbe: View {
    var body: some View { Text("Primary").foregroundColor(.primary) }
}

// census: .rect (149)
struct DotRectProbe: View {
    var body: some View { Text("Card").padding().background(Color.gray).clipShape(.rect(cornerRadius: 12)) }
}

// census: .medium (145)
struct DotMediumProbe: View {
    var body: some View { Text("Medium").fontWeight(.medium) }
}

// census: .success (139)
struct DotSuccessProbe: View {
    let result: Result<String, Error> = .success("Saved")
    var body: some View {
        switch result {
        case .success(let message): Text(message)
        case .failure(let error): Text(error.localizedDescription)
        }
    }
}

// census: .green (129)
struct DotGreenProbe: View {
    var body: some View { Circle().fill(.green).frame(width: 10, height: 10) }
}

// census: .headline (124)
struct DotHeadlineProbe: View {
    var body: some View { Text("Headline").font(.headline) }
}

// census: .large (121)
struct DotLargeProbe: View {
    var body: some View { Image(systemName: "plus").imageScale(.large) }
}

// census: .bold (113)
struct DotBoldProbe: View {
    var body: some View { Text("Bold").fontWeight(.bold) }
}

// census: .largeTitle (113)
struct DotLargeTitleProbe: View {
    var body: some View { Text("Large").font(.largeTitle) }
}

// census: .shared (112)
struct DotSharedProbe: View {
    var body: some View {
        Button("Open website") {
            UIApplication.shared.open(URL(string: "https://example.com")!)
        }
    }
}

// census: .constant (110)
struct DotConstantProbe: View {
    var body: some View { Toggle("Preview", isOn: .constant(true)) }
}

// census: .callout (106)
struct DotCalloutProbe: View {
    var body: some View { Text("Callout").font(.callout) }
}

// census: .light (106)
struct DotLightProbe: View {
    var body: some View { Text("Light").preferredColorScheme(.light) }
}

// census: .module (104)
struct DotModuleProbe: View {
    var body: some View { Image("logo", bundle: .module) }
}

// census: .fit (99)
struct DotFitProbe: View {
    var body: some View { Image(systemName: "photo").resizable().aspectRatio(contentMode: .fit) }
}

// census: .current (98)
struct DotCurrentProbe: View {
    var body: some View {
        Text("\(Calendar.current.component(.hour, from: Date()))")
    }
}

// census: .title3 (94)
struct DotTitle3Probe: View {
    var body: some View { Text("Title 3").font(.title3) }
}

// census: .fill (93)
struct DotFillProbe: View {
    var body: some View { Image(systemName: "photo").resizable().aspectRatio(contentMode: .fill) }
}

// census: .plain (90)
struct DotPlainProbe: View {
    var body: some View { Button("Plain") {}.buttonStyle(.plain) }
}

// census: .footnote (88)
struct DotFootnoteProbe: View {
    var body: some View { Text("Footnote").font(.footnote) }
}

// census: .subheadline (87)
struct DotSubheadlineProbe: View {
    var body: some View { Text("Subheadline").font(.subheadline) }
}

// census: .opacity (79)
struct DotOpacityProbe: View {
    @State private var visible = true
    var body: some View {
        if visible {
            Text("Fades").transition(.opacity)
        }
    }
}

// census: .inline (78)
struct DotInlineProbe: View {
    var body: some View {
        NavigationStack {
            Text("Body").navigationBarTitleDisplayMode(.inline)
        }
    }
}

// census: .placeholder (78)
struct DotPlaceholderProbe: View {
    var body: some View { Text("Loading").redacted(reason: .placeholder) }
}

// census: .regular (77)
struct DotRegularProbe: View {
    var body: some View { Text("Regular").fontWeight(.regular) }
}

// census: .yellow (77)
struct DotYellowProbe: View {
    var body: some View { Image(systemName: "star.fill").foregroundColor(.yellow) }
}

// census: .all (75)
struct DotAllProbe: View {
    var body: some View { Color.gray.edgesIgnoringSafeArea(.all) }
}

// census: .bordered (74)
struct DotBorderedProbe: View {
    var body: some View { Button("Bordered") {}.buttonStyle(.bordered) }
}

// census: .failure (74)
struct DotFailureProbe: View {
    let result: Result<Int, Error> = .failure(URLError(.badURL))
    var body: some View {
        if case .failure = result {
            Text("Failed")
        }
    }
}

// census: .spring (73)
struct DotSpringProbe: View {
    @State private var scale = 1.0
    var body: some View {
        Circle().scaleEffect(scale).onTapGesture {
            withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { scale = 1.5 }
        }
    }
}

// census: .topLeading (72)
struct DotTopLeadingProbe: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.blue
            Text("Corner")
        }
    }
}

// census: .orange (70)
struct DotOrangeProbe: View {
    var body: some View { Text("Warning").foregroundColor(.orange) }
}

// census: .seconds (68)
struct DotSecondsProbe: View {
    @State private var done = false
    var body: some View {
        Text(done ? "Done" : "Waiting").task {
            try? await Task.sleep(for: .seconds(1))
            done = true
        }
    }
}

#Preview {
    ScrollView {
        VStack {
            DotLeadingProbe(); DotInfinityProbe(); DotTopProbe(); DotHorizontalProbe(); DotWhiteProbe()
            DotVerticalProbe(); DotBottomProbe(); DotDefaultProbe(); DotRedProbe(); DotBlackProbe()
            DotSecondaryProbe(); DotZeroProbe(); DotCenterProbe(); DotNoneProbe(); DotMainProbe()
            DotDarkProbe(); DotSystemProbe(); DotTrailingProbe(); DotClearProbe(); DotGrayProbe()
            DotSemiboldProbe(); DotNowProbe(); DotBlueProbe(); DotHiddenProbe(); DotTitleProbe()
            DotCaptionProbe(); DotEaseInOutProbe(); DotPrimaryProbe(); DotRectProbe(); DotMediumProbe()
            DotSuccessProbe(); DotGreenProbe(); DotHeadlineProbe(); DotLargeProbe(); DotBoldProbe()
            DotLargeTitleProbe(); DotSharedProbe(); DotConstantProbe(); DotCalloutProbe(); DotLightProbe()
            DotModuleProbe(); DotFitProbe(); DotCurrentProbe(); DotTitle3Probe(); DotFillProbe()
            DotPlainProbe(); DotFootnoteProbe(); DotSubheadlineProbe(); DotOpacityProbe(); DotInlineProbe()
            DotPlaceholderProbe(); DotRegularProbe(); DotYellowProbe(); DotAllProbe(); DotBorderedProbe()
            DotFailureProbe(); DotSpringProbe(); DotTopLeadingProbe(); DotOrangeProbe(); DotSecondsProbe()
        }
    }
}
