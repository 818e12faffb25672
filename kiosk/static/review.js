/* The hand viewer: steps through one table's play of a board card by card (buttons,
   the arrow keys, Home and End), the four hands shrinking, the trick on the table, each
   card's double-dummy value (North-South's), and the cards that cost in red. The data
   comes from the server, which shows it only once the board may be shown. */
(function () {
  "use strict";
  var SUITS = ["S", "H", "D", "C"];
  var SYMBOL = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
  var SEATS = ["N", "E", "S", "W"];
  var NAME = { N: "North", E: "East", S: "South", W: "West" };
  function $(id) { return document.getElementById(id); }
  function make(tag, cls, value) {
    var el = document.createElement(tag);
    if (cls) { el.className = cls; }
    if (value != null) { el.textContent = String(value); }
    return el;
  }
  function clear(el) { while (el.firstChild) { el.removeChild(el.firstChild); } }
  /* "N" is a pipeless knight of the Bishops pack (four alike, no suit) */
  function cardText(card) {
    if (card === "N") { return "Kt"; }
    return (SYMBOL[card.charAt(0)] || card.charAt(0)) + card.slice(1);
  }
  function isRed(card) { return card.charAt(0) === "H" || card.charAt(0) === "D"; }

  var app = $("review-app");
  var data = null, step = 0, analysed = {};

  function plural(n, unit) { return n + " " + (n === 1 ? unit.replace(/s$/, "") : unit); }
  /* a points value is a difference: +2, 0, \u22121 */
  function value(n) {
    if (data.unit !== "points") { return String(n); }
    return n > 0 ? "+" + n : n < 0 ? "\u2212" + (-n) : "0";
  }

  function handsAt(k) {
    var out = {};
    SEATS.forEach(function (s) { out[s] = data.hands[s].slice(); });
    /* one card taken out per card played: the knights are alike, so by count */
    data.played.slice(0, k).forEach(function (p) {
      var hand = out[p.seat], at = hand.indexOf(p.card);
      if (at >= 0) { hand.splice(at, 1); }
    });
    return out;
  }
  function toPlay(k) {
    if (k >= data.played.length) { return null; }
    return data.played[k].seat;
  }
  function renderHand(seat, cards, next) {
    var el = $("hand-" + seat);
    clear(el);
    el.className = "hand " + NAME[seat].toLowerCase() + (next === seat ? " to-play" : "");
    el.appendChild(make("h4", null, NAME[seat] + (data.players[seat] ? " · " + data.players[seat] : "")));
    SUITS.forEach(function (suit) {
      var ranks = cards.filter(function (c) { return c.charAt(0) === suit; }).map(function (c) { return c.slice(1); });
      var line = make("div", "suit" + (suit === "H" || suit === "D" ? " red" : ""), SYMBOL[suit] + " " + (ranks.join(" ") || "\u2013"));
      el.appendChild(line);
    });
    var other = cards.filter(function (c) { return SUITS.indexOf(c.charAt(0)) < 0; });
    if (other.length) { el.appendChild(make("div", "suit knights", other.map(cardText).join(" "))); }
  }
  function render() {
    var k = step, n = data.played.length;
    var hands = handsAt(k);
    var next = toPlay(k);
    SEATS.forEach(function (s) { renderHand(s, hands[s], next); });
    SEATS.forEach(function (s) { var slot = $("slot-" + s); slot.textContent = ""; slot.className = "slot " + s.toLowerCase(); });
    if (k > 0) {
      var start = Math.floor((k - 1) / 4) * 4;
      data.played.slice(start, k).forEach(function (p, i) {
        var slot = $("slot-" + p.seat);
        slot.textContent = cardText(p.card);
        var review = analysed[start + i + 1];
        slot.className = "slot " + p.seat.toLowerCase() + (isRed(p.card) ? " red" : "") +
          (start + i + 1 === k ? " last" : "") + (review && review.cost > 0 ? " costly-card" : "");
      });
    }
    var trick = k === 0 ? 1 : Math.floor((k - 1) / 4) + 1;
    $("where").textContent = "card " + k + " of " + n + (k ? " \u00b7 trick " + trick : "");
    $("first").disabled = $("back").disabled = k === 0;
    $("last").disabled = $("forward").disabled = k >= n;
    var info = $("card-info");
    info.className = "card-info";
    if (k === 0) {
      if (data.start == null) {
        info.textContent = NAME[data.leader] + " leads." +
          (data.cards.length && data.cards[0].note ? " Double dummy: " + data.cards[0].note + "." : "");
      } else if (data.unit === "points") {
        info.textContent = "Before the lead: North-South can make " + value(data.start) +
          " points against East-West double dummy" +
          (data.start_tricks != null ? " (" + plural(data.start_tricks, "tricks") + " playing for tricks)" : "") +
          ". " + NAME[data.leader] + " leads.";
      } else {
        info.textContent = "Before the lead: North-South can take " + plural(data.start, data.unit) + " double dummy. " + NAME[data.leader] + " leads.";
      }
    } else {
      var p = data.played[k - 1], r = analysed[k];
      var text = NAME[p.seat] + " played " + cardText(p.card) + ". ";
      if (r && (r.before == null || r.after == null)) {
        text += "No double-dummy value: " + (r.note || "not solved") + ".";
      } else if (r) {
        text += "North-South: " + value(r.before) + " \u2192 " + value(r.after) + " " + data.unit +
          (r.tricks_before != null && r.tricks_after != null
            ? " (tricks " + r.tricks_before + " \u2192 " + r.tricks_after + ")" : "") + ". ";
        if (r.cost > 0) {
          text += "This card gave away " + plural(r.cost, data.unit) + "; " +
            (r.better.length ? "kept it: " + r.better.map(cardText).join(" ") : "");
          info.className = "card-info costly-card";
        } else {
          text += "It gave nothing away.";
        }
      } else {
        text += "(not analysed: " + (data.note || "beyond the analysis") + ")";
      }
      info.textContent = text;
    }
    var spans = document.querySelectorAll("#record td.cards span");
    Array.prototype.forEach.call(spans, function (span) {
      span.classList.toggle("current", Number(span.dataset.number) === k);
    });
  }
  function go(k) { step = Math.max(0, Math.min(data.played.length, k)); render(); }

  function build() {
    $("title").textContent = "Board " + data.board + ", table " + data.table;
    var who = data.seats.ns != null ? "Pair " + data.seats.ns + " (North-South) v pair " + data.seats.ew + " (East-West). " : "";
    var trumps = data.trump_suit ? "Trumps " + SYMBOL[data.trump_suit] + ". " : "No trumps. ";
    var took = data.result && data.result.NS != null ? "North-South took " + plural(data.result.NS, "tricks") + "." : "";
    $("about").textContent = who + trumps + took;
    $("unit-hint").textContent = "The arrow keys \u2190 \u2192 step through the play. " + (data.unit === "points"
      ? "Each value is what North-South can score less what East-West score, with every card seen and best play on both sides: " +
        "a side scores a point for each trick over six and two for each bishop among its tricks (+2: North-South 2 points ahead). " +
        "The tricks beside it are what North-South can take playing for tricks alone. "
      : "Each value is North-South's " + data.unit + " double dummy (with every card seen). ") +
      "A card framed in dark red gave some away.";
    var list = $("costly"); clear(list);
    var costly = data.cards.filter(function (c) { return c.cost > 0; });
    costly.forEach(function (c) {
      var li = make("li"), b = make("button", null,
        "Trick " + c.trick + ": " + NAME[c.seat] + " " + cardText(c.card) + " gave away " + plural(c.cost, data.unit));
      b.type = "button";
      b.dataset.number = String(c.number);
      b.addEventListener("click", function () { go(c.number); });
      li.appendChild(b); list.appendChild(li);
    });
    $("costly-none").hidden = costly.length > 0;
    var body = document.querySelector("#record tbody"); clear(body);
    for (var t = 0; t * 4 < data.played.length; t++) {
      var tr = make("tr"), td = make("td", "cards");
      tr.appendChild(make("td", null, t + 1));
      data.played.slice(4 * t, 4 * t + 4).forEach(function (p, i) {
        var number = 4 * t + i + 1, r = analysed[number];
        var span = make("span", (isRed(p.card) ? "red" : "") + (r && r.cost > 0 ? " costly-card" : ""), p.seat + " " + cardText(p.card));
        span.dataset.number = String(number);
        span.title = r && r.before != null && r.after != null ? "N-S " + value(r.before) + " \u2192 " + value(r.after) : "not analysed";
        span.addEventListener("click", function () { go(number); });
        td.appendChild(span);
      });
      tr.appendChild(td); body.appendChild(tr);
    }
    var unsolved = data.cards.length - data.solved;
    $("note").textContent = [
      data.note || "",
      unsolved > 0 ? (data.solved ? "The last " + plural(data.solved, "cards") + " have double-dummy values; the " + plural(unsolved, "cards") + " before them have none: " : "No card has a double-dummy value: ") + data.cards.find(function (c) { return c.note; }).note + "." : ""
    ].filter(Boolean).join(" ");
    $("first").addEventListener("click", function () { go(0); });
    $("back").addEventListener("click", function () { go(step - 1); });
    $("forward").addEventListener("click", function () { go(step + 1); });
    $("last").addEventListener("click", function () { go(data.played.length); });
    document.addEventListener("keydown", function (e) {
      if (e.target && (e.target.tagName === "INPUT" || e.target.tagName === "TEXTAREA")) { return; }
      if (e.key === "ArrowRight") { go(step + 1); e.preventDefault(); }
      else if (e.key === "ArrowLeft") { go(step - 1); e.preventDefault(); }
      else if (e.key === "Home") { go(0); e.preventDefault(); }
      else if (e.key === "End") { go(data.played.length); e.preventDefault(); }
    });
    $("status").hidden = true;
    $("viewer").hidden = false;
    render();
  }
  function load() {
    fetch(app.dataset.source, { cache: "no-store" }).then(function (r) {
      return r.json().then(function (body) { return { ok: r.ok, body: body }; });
    }).then(function (res) {
      var body = res.body;
      if (!res.ok) { $("status").textContent = body.message || "This play cannot be shown."; return; }
      if (body.status === "ready") {
        data = body.review;
        data.cards.forEach(function (c) { analysed[c.number] = c; });
        build();
      } else {
        $("status").textContent = body.message;
        if (body.status === "waiting") { setTimeout(load, 3000); }
      }
    }, function () { $("status").textContent = "The server does not answer: trying again"; setTimeout(load, 5000); });
  }
  load();
}());
