import Testing
@testable import ScrollworkREPL

struct PlotTests {
    @Test func offsetAndVelocityOfAFling() {
        let session = Session.native()
        session.run("scene List", "fling 2000", "settle")
        TestFolders.snapshots.assert(session.execute("plot offset").output, named: "plot-offset-fling")
        TestFolders.snapshots.assert(session.execute("plot velocity").output, named: "plot-velocity-fling")
    }

    @Test func bounceCrossesZeroVelocity() {
        let session = Session.native()
        session.run("scene List", "drag -150", "release", "settle")
        TestFolders.snapshots.assert(session.execute("plot velocity").output, named: "plot-velocity-bounce")
    }

    @Test func nothingToPlotYet() {
        let session = Session.native()
        session.run("scene List")
        #expect(session.execute("plot offset").output == "nothing to plot: no motion yet (drag, fling or scrollto first)")
    }
}
