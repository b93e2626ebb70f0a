import Foundation
import ScrollworkCore

/// The replay page's markup, style and script: one file with no outside resources, so it opens
/// anywhere (mail, a pull request, a file share) without network access. The script reads the
/// JSON in `#replay-data` and draws frame `i`: the viewport as SVG, cursors on the plots, the
/// trace lines up to that moment. `#t=SECONDS` or `#frame=N` in the address opens at that time
/// or frame; `body[data-frame-count]` and `body[data-frame]` say what is shown.
enum ReplayPageTemplate {
    /// `width` × `height` is the scroll view's container, at `origin` on a `screen` the page draws
    /// whole (the views around the scroll view with it).
    static func page(title: String, width: Double, height: Double, screen: Size, origin: Point, json: String) -> String {
        html.replacingOccurrences(of: "__TITLE__", with: escaped(title))
            .replacingOccurrences(of: "__WIDTH__", with: Format.number(width))
            .replacingOccurrences(of: "__HEIGHT__", with: Format.number(height))
            .replacingOccurrences(of: "__SCREENW__", with: Format.number(screen.width))
            .replacingOccurrences(of: "__SCREENH__", with: Format.number(screen.height))
            .replacingOccurrences(of: "__ORIGIN__", with: "\(Format.number(origin.x)) \(Format.number(origin.y))")
            .replacingOccurrences(of: "__SCRIPT__", with: script)
            .replacingOccurrences(of: "__DATA__", with: json)
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static let html = #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>__TITLE__ — scrollwork replay</title>
        <style>
        :root { --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --accent: #0a84ff; --pin: #ff9f0a; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: var(--ink); background: #f5f5f7; }
        header { padding: 14px 20px 6px; }
        h1 { font-size: 20px; margin: 0; }
        h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 0 0 6px; }
        #summary { color: var(--muted); margin: 2px 0 0; }
        main { display: grid; grid-template-columns: auto minmax(320px, 1fr); gap: 16px; padding: 10px 20px 20px; align-items: start; }
        section { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 12px; }
        .side { display: flex; flex-direction: column; gap: 16px; min-width: 0; }
        #source-panel { grid-column: 1 / -1; }
        #viewport { display: block; height: min(__SCREENH__px, 78vh); width: auto; background: #fbfbfd; border: 1px solid var(--ink); border-radius: 4px; }
        #viewport .item rect { fill: #e8f0fe; stroke: #3b6fd8; stroke-width: 1.5; }
        #viewport .item.pinned rect { fill: #fff4e0; stroke: var(--pin); stroke-width: 3; }
        #viewport .item text, #viewport .around text { font-size: 15px; fill: var(--ink); }
        #viewport .around rect { fill: #f2f2f7; stroke: #8e8e93; stroke-width: 1.5; }
        #viewport .scroll-frame { fill: none; stroke: var(--accent); stroke-width: 2; }
        #viewport .indicator { fill: #555; opacity: .55; }
        .controls { display: flex; gap: 10px; align-items: center; margin: 10px 0 6px; }
        #play { font: inherit; padding: 4px 14px; border-radius: 6px; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; }
        #scrub { flex: 1; }
        dl { display: grid; grid-template-columns: auto 1fr auto 1fr; gap: 2px 10px; margin: 0; }
        dt { color: var(--muted); }
        dd { margin: 0; font-variant-numeric: tabular-nums; }
        .plot { width: 100%; height: 160px; display: block; }
        .plot polyline { fill: none; stroke-width: 1.8; }
        .plot .axis { stroke: var(--line); }
        .plot text { font-size: 11px; fill: var(--muted); }
        .plot .cursor { stroke: var(--pin); stroke-width: 1.5; }
        #trace { font: 12px/1.5 ui-monospace, Menlo, Consolas, monospace; margin: 0; padding-left: 0; list-style: none; max-height: 220px; overflow: auto; }
        #trace li { color: #b0b0b5; white-space: pre; }
        #trace li.past { color: var(--ink); }
        #source { font: 12px/1.45 ui-monospace, Menlo, Consolas, monospace; margin: 0; max-height: 320px; overflow: auto; white-space: pre; }
        </style>
        </head>
        <body data-frame-count="0" data-frame="0">
        <header>
          <h1>__TITLE__</h1>
          <p id="summary"></p>
        </header>
        <main>
          <section id="viewport-panel">
            <h2>Viewport</h2>
            <svg id="viewport" xmlns="http://www.w3.org/2000/svg" width="__SCREENW__" height="__SCREENH__" viewBox="0 0 __SCREENW__ __SCREENH__">
              <defs><clipPath id="container"><rect x="0" y="0" width="__WIDTH__" height="__HEIGHT__"/></clipPath></defs>
              <g id="behind"></g>
              <g id="scroll" transform="translate(__ORIGIN__)">
                <g id="items" clip-path="url(#container)"></g>
                <rect id="indicator" class="indicator" rx="1.5"/>
              </g>
              <g id="over"></g>
            </svg>
            <div class="controls">
              <button id="play" type="button">Play</button>
              <input id="scrub" type="range" min="0" max="0" step="1" value="0" aria-label="time">
            </div>
            <dl>
              <dt>time</dt><dd><output id="time"></output></dd>
              <dt>frame</dt><dd><output id="frame"></output></dd>
              <dt>offset</dt><dd><output id="offset"></output></dd>
              <dt>velocity</dt><dd><output id="velocity"></output></dd>
            </dl>
          </section>
          <div class="side">
            <section><h2>Offset (pt)</h2><svg id="plot-offset" class="plot" viewBox="0 0 600 160" preserveAspectRatio="none"></svg></section>
            <section><h2>Velocity (pt/s)</h2><svg id="plot-velocity" class="plot" viewBox="0 0 600 160" preserveAspectRatio="none"></svg></section>
            <section><h2>Event trace</h2><ol id="trace"></ol></section>
          </div>
          <section id="source-panel"><h2 id="source-title">Behaviour</h2><pre id="source"></pre></section>
        </main>
        <noscript>The replay needs JavaScript; the data is in the page's replay-data element.</noscript>
        <script id="replay-data" type="application/json">__DATA__</script>
        <script>__SCRIPT__</script>
        </body>
        </html>

        """#

    static let script = #"""
        "use strict";
        (function () {
          const data = JSON.parse(document.getElementById("replay-data").textContent);
          const frames = data.frames;
          const svgNS = "http://www.w3.org/2000/svg";
          const $ = (id) => document.getElementById(id);
          function node(name, attributes, parent) {
            const element = document.createElementNS(svgNS, name);
            for (const key in attributes) element.setAttribute(key, attributes[key]);
            if (parent) parent.appendChild(element);
            return element;
          }
          const number = (value) => String(Math.round(value * 100) / 100);

          $("summary").textContent = frames.length + " frames at " + data.framesPerSecond + " fps · " + data.axis +
            " · " + data.width + " × " + data.height + " pt · behaviour " + data.behavior;
          $("source-title").textContent = "Behaviour: " + data.behavior;
          $("source").textContent = data.source;
          document.body.dataset.frameCount = String(frames.length);
          const scrub = $("scrub");
          scrub.max = String(Math.max(0, frames.length - 1));

          // Plots: the whole motion once, and a cursor line that follows the frame shown.
          const plots = ["offset", "velocity"].map(function (key) {
            const svg = $("plot-" + key), w = 600, h = 160, pad = 18;
            const values = frames.map((f) => f[key]);
            let low = Math.min.apply(null, values), high = Math.max.apply(null, values);
            if (high === low) { high += 1; low -= 1; }
            const t0 = frames.length ? frames[0].t : 0, t1 = frames.length ? frames[frames.length - 1].t : 1;
            const span = t1 > t0 ? t1 - t0 : 1;
            const x = (t) => pad + (t - t0) / span * (w - 2 * pad);
            const y = (v) => h - pad - (v - low) / (high - low) * (h - 2 * pad);
            node("line", { class: "axis", x1: pad, y1: h - pad, x2: w - pad, y2: h - pad }, svg);
            node("line", { class: "axis", x1: pad, y1: pad, x2: pad, y2: h - pad }, svg);
            node("polyline", { points: frames.map((f) => x(f.t).toFixed(1) + "," + y(f[key]).toFixed(1)).join(" "),
                               stroke: key === "offset" ? "#0a84ff" : "#30b05a" }, svg);
            node("text", { x: pad + 3, y: pad - 5 }, svg).textContent = number(high);
            node("text", { x: pad + 3, y: h - pad - 3 }, svg).textContent = number(low);
            node("text", { x: pad, y: h - 3 }, svg).textContent = t0.toFixed(3) + " s";
            node("text", { x: w - pad, y: h - 3, "text-anchor": "end" }, svg).textContent = t1.toFixed(3) + " s";
            const cursor = node("line", { class: "cursor", y1: pad, y2: h - pad }, svg);
            return { cursor: cursor, x: x };
          });

          const trace = $("trace");
          const traceLines = data.trace.map(function (line) {
            const item = document.createElement("li");
            item.textContent = line.text;
            trace.appendChild(item);
            return { t: line.t, item: item };
          });

          // The views around the scroll view (headers, buttons, bars), in their places on the
          // screen, behind or over it as the screen draws them; the scroll view outlined when
          // there are any.
          for (const box of data.around) {
            const group = node("g", { class: "around" }, $(box[5] ? "over" : "behind"));
            node("rect", { x: box[1], y: box[2], width: Math.max(box[3], 0.5), height: Math.max(box[4], 0.5), rx: 4 }, group);
            node("text", { x: box[1] + 6, y: box[2] + Math.min(18, Math.max(box[4] - 3, 12)) }, group).textContent = data.labels[box[0]];
          }
          if (data.around.length) {
            node("rect", { class: "scroll-frame", x: 0, y: 0, width: data.width, height: data.height }, $("scroll"));
          }

          const items = $("items"), indicator = $("indicator");
          const vertical = data.axis === "vertical";
          function drawViewport(frame) {
            items.replaceChildren();
            for (const box of frame.boxes) {
              const group = node("g", { class: box[6] ? "item pinned" : "item", opacity: box[5] }, items);
              node("rect", { x: box[1], y: box[2], width: Math.max(box[3], 0.5), height: Math.max(box[4], 0.5), rx: 6 }, group);
              node("text", { x: box[1] + 8, y: box[2] + Math.min(20, Math.max(box[4] - 4, 12)) }, group).textContent = data.labels[box[0]];
            }
            // The scroll indicator, as UIKit draws it: its length the visible share, shorter in overscroll.
            const track = vertical ? data.height : data.width;
            const over = Math.max(data.minOffset - frame.offset, frame.offset - data.maxOffset, 0);
            const length = Math.max(8, track * data.visibleShare - over);
            const range = data.maxOffset - data.minOffset;
            const progress = range > 0 ? Math.min(1, Math.max(0, (frame.offset - data.minOffset) / range)) : 0;
            const start = progress * (track - length);
            const attributes = vertical ? { x: data.width - 6, y: start, width: 3, height: length }
                                        : { x: start, y: data.height - 6, width: length, height: 3 };
            for (const key in attributes) indicator.setAttribute(key, attributes[key]);
            indicator.style.display = range > 0 ? "" : "none";
          }

          let current = 0;
          function show(index) {
            if (!frames.length) return;
            current = Math.min(frames.length - 1, Math.max(0, index | 0));
            const frame = frames[current];
            drawViewport(frame);
            $("time").textContent = frame.t.toFixed(3) + " s";
            $("frame").textContent = (current + 1) + " of " + frames.length;
            $("offset").textContent = number(frame.offset);
            $("velocity").textContent = number(frame.velocity);
            for (const plot of plots) {
              const x = plot.x(frame.t).toFixed(1);
              plot.cursor.setAttribute("x1", x);
              plot.cursor.setAttribute("x2", x);
            }
            for (const line of traceLines) line.item.classList.toggle("past", line.t <= frame.t + 1e-9);
            scrub.value = String(current);
            document.body.dataset.frame = String(current);
          }

          // The frame shown at a time: the last one at or before it.
          function frameAt(time) {
            let index = 0;
            while (index + 1 < frames.length && frames[index + 1].t <= time + 1e-9) index += 1;
            return index;
          }

          let playing = 0;
          function stop() { cancelAnimationFrame(playing); playing = 0; $("play").textContent = "Play"; }
          $("play").addEventListener("click", function () {
            if (playing) { stop(); return; }
            if (current >= frames.length - 1) show(0);
            const startFrame = current, started = performance.now();
            $("play").textContent = "Pause";
            const tick = function (now) {
              const index = frameAt(frames[startFrame].t + (now - started) / 1000);
              show(index);
              if (index >= frames.length - 1) stop(); else playing = requestAnimationFrame(tick);
            };
            playing = requestAnimationFrame(tick);
          });
          scrub.addEventListener("input", function () { if (playing) stop(); show(Number(scrub.value)); });

          function fromAddress() {
            const time = /t=([-0-9.]+)/.exec(location.hash), frame = /frame=([0-9]+)/.exec(location.hash);
            if (time) show(frameAt(Number(time[1])));
            else if (frame) show(Number(frame[1]));
            else show(0);
          }
          window.addEventListener("hashchange", fromAddress);
          fromAddress();
          document.body.dataset.ready = "true";
        })();
        """#
}
