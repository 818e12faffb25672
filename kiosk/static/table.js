/* The table page: shows the table's state and sends what the players do.
 *
 * Every action gets an id made here, so a retry is never doubled by the server, and the
 * table's sequence number as this tablet last saw it (a second tablet that did not see
 * the first's play is refused, and both then show the table as it is).
 * While the network is down, actions wait in localStorage and are sent, once and in
 * order, when it returns; the header says how many are waiting.
 * The picker shows every card of the pack: the tablet never shows a hand in play.
 * The card goes to the seat chosen on the compass (the seat in turn unless another is
 * touched: a lead or play out of turn), and the tablet always sends that seat.
 * "Something happened" walks the players through what they saw (kiosk/flow.py); each
 * right to a penalty stays on screen until it is chosen, waived or lapses (saying why).
 */
(function () {
  "use strict";
  var app = document.getElementById("table-app");
  var TABLE = Number(app.dataset.table);
  var TOKEN = app.dataset.token;
  var QKEY = "whist-kiosk-queue-" + TABLE + "-" + TOKEN.slice(0, 8);
  var SEEN_KEY = "whist-kiosk-seen-" + TABLE + "-" + TOKEN.slice(0, 8);  // messages read
  var SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West" };
  var state = JSON.parse(app.dataset.state);
  var queue = loadQueue();
  var flushing = false;
  var online = true;
  var trumpChoice = null;
  var menu = null;          // the "Something happened" entries (GET /api/irregularities)
  var flow = null;          // the flow in progress: { entry, step, answers }
  var chosenSeat = null;    // a seat touched on the compass: the next card is his
  var typed = "";           // keyboard entry so far

  function $(id) { return document.getElementById(id); }
  function loadQueue() {
    try { return JSON.parse(localStorage.getItem(QKEY) || "[]"); } catch (e) { return []; }
  }
  function saveQueue() { localStorage.setItem(QKEY, JSON.stringify(queue)); }
  function newId() {
    if (window.crypto && crypto.randomUUID) { return crypto.randomUUID(); }
    var a = new Uint8Array(16); crypto.getRandomValues(a);
    return Array.prototype.map.call(a, function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
  }
  function text(el, value) { el.textContent = value == null ? "" : String(value); }
  function clear(el) { while (el.firstChild) { el.removeChild(el.firstChild); } }
  function make(tag, cls, value) {
    var el = document.createElement(tag);
    if (cls) { el.className = cls; }
    if (value != null) { text(el, value); }
    return el;
  }
  function showMessage(msg, kind) {
    var el = $("message");
    if (!msg) { el.hidden = true; text(el, ""); return; }
    el.hidden = false; el.className = "message " + (kind || "error"); text(el, msg);
  }

  /* ---- sending ---------------------------------------------------------------------- */

  function send(kind, data, display, note) {
    var item = { id: newId(), kind: kind, data: data || {}, round: state.round,
                 seq: state.seq + queue.length, display: display || null, note: note || null };
    queue.push(item); saveQueue(); render(); flush();
  }

  function post(item) {
    return fetch("/api/tables/" + TABLE + "/actions", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Table-Token": TOKEN },
      body: JSON.stringify({ id: item.id, kind: item.kind, data: item.data, round: item.round, seq: item.seq }),
      cache: "no-store"
    });
  }

  function flush() {
    if (flushing || !queue.length) { return; }
    flushing = true;
    var item = queue[0];
    post(item).then(function (resp) {
      return resp.json().then(function (body) { return { status: resp.status, body: body }; },
                              function () { return { status: resp.status, body: {} }; });
    }).then(function (r) {
      setOnline(true);
      flushing = false;
      if (r.status === 200) {
        queue.shift(); saveQueue();
        if (r.body.state) { state = r.body.state; }
        if (!queue.length) { showMessage(item.note || "", "info"); }
        render(); flush();
      } else if (r.status >= 500) {
        setTimeout(flush, 2000);
      } else {
        var dropped = queue.length - 1;
        queue = []; saveQueue();
        var msg = r.body.message || ("refused (" + r.status + ")");
        if (dropped > 0) { msg += " (" + dropped + " later action(s) were not sent: enter them again)"; }
        showMessage(msg, "error");
        render();
        refresh();
      }
    }, function () {
      flushing = false;
      setOnline(false);
      setTimeout(flush, 2000);
    });
  }

  function refresh() {
    if (flushing || queue.length) { return; }
    fetch("/api/tables/" + TABLE + "/state", { headers: { "X-Table-Token": TOKEN }, cache: "no-store" })
      .then(function (resp) {
        if (!resp.ok) { throw new Error("status " + resp.status); }
        return resp.json();
      })
      .then(function (body) {
        setOnline(true);
        if (queue.length) { return; }
        // an answer older than what this page knows (asked before its last action was
        // answered, by a slower server process): the table's number never goes back
        if (body.seq < state.seq) { return; }
        // the director's rows (names, the clock, settings) do not move the table's number
        var changed = body.seq !== state.seq || body.round !== state.round || body.phase !== state.phase ||
          JSON.stringify(body.seating) !== JSON.stringify(state.seating);
        state = body;
        if (changed) { render(); } else { renderClock(view()); }
      }, function () { setOnline(false); });
  }

  function setOnline(value) {
    online = value;
    var net = $("net");
    text(net, value ? "online" : "offline");
    net.className = "net " + (value ? "ok" : "down");
  }

  /* ---- the view: the server's state plus this tablet's queued plays ------------------- */

  function view() {
    var v = JSON.parse(JSON.stringify(state));
    queue.forEach(function (item) {
      if (item.kind !== "action" || !v.board || !v.board.trick) { return; }
      var a = item.data.action;
      if (a.type === "PlayCard") {
        var seat = a.fields.seat || "?";
        v.board.trick.push({ seat: seat, card: a.fields.card, display: item.display || a.fields.card, queued: true });
        if (v.board.trick.length === 4) { v.phase = "quit"; v.board.to_play = null; }
        else if (seat !== "?") { v.board.to_play = nextSeat(seat); }
      } else if (a.type === "QuitTrick") {
        v.board.trick = [];
        v.board.trick_number += 1;
        v.board.to_play = null;
        v.phase = "play";
      }
    });
    return v;
  }

  function nextSeat(seat) { return { N: "E", E: "S", S: "W", W: "N" }[seat]; }

  var PANELS = ["p-seats", "p-board", "p-trump", "p-name-trump", "p-declare", "p-play", "p-rights",
                "p-renounces", "p-end", "p-score", "p-previous", "p-rubber", "p-round-end", "p-finished",
                "p-picker", "p-flow"];
  var SHOWN = {
    seats: ["p-seats"],
    board: ["p-board", "p-previous"],
    trump: ["p-trump", "p-picker"],
    "name-trump": ["p-name-trump"],
    declare: ["p-declare"],
    "new-deal": ["p-declare"],
    play: ["p-rights", "p-play", "p-picker", "p-renounces"],
    quit: ["p-rights", "p-play", "p-renounces", "p-picker"],
    end: ["p-rights", "p-end"],
    score: ["p-score"],
    confirm: ["p-end", "p-score"],
    "round-end": ["p-round-end", "p-previous"],
    finished: ["p-finished", "p-previous"]
  };
  var IN_PLAY = { play: true, quit: true, end: true };

  function render() {
    var v = view();
    var shown = SHOWN[v.phase] || [];
    if (flow) {
      shown = ["p-flow"];
      var step = flow.entry && flow.entry.steps[flow.step];
      if (step && step.kind === "card") { shown.push("p-picker"); }
    }
    // Bridge Whist at a table playing rubbers: the score sheet stays on the page between deals
    // (its sheet, not a traveller: the deals of a rubber are not compared with other tables)
    if (v.rubber && !flow && (v.phase === "board" || v.phase === "end" || v.phase === "finished" ||
                              v.phase === "round-end" || v.phase === "declare")) {
      shown = shown.filter(function (id) { return id !== "p-previous"; }).concat(["p-rubber"]);
    }
    PANELS.forEach(function (id) { $(id).hidden = shown.indexOf(id) < 0; });
    text($("h-round"), v.round);
    text($("h-board"), v.board ? v.board.number : "–");
    text($("h-trump"), v.board && v.board.trump ? v.board.trump : "–");
    document.querySelectorAll(".v-round").forEach(function (el) { text(el, v.round); });
    document.querySelectorAll(".v-board").forEach(function (el) { text(el, v.board ? v.board.number : ""); });
    document.querySelectorAll(".v-deals").forEach(function (el) { text(el, v.deals.join(", ")); });
    document.querySelectorAll(".v-remaining").forEach(function (el) { text(el, v.remaining.join(", ") || "none"); });
    document.querySelectorAll(".v-dealer").forEach(function (el) {
      text(el, v.board ? SEAT_NAMES[v.board.dealer] : "");
    });
    var q = $("queue");
    q.hidden = queue.length === 0;
    text(q, queue.length + " waiting to send");
    renderCalled(v);
    renderClock(v);
    renderSeating(v);
    if (v.board) { renderBoard(v); }
    renderActions(v);
    renderPrevious(v);
    renderWhereNext(v);
    renderRoundScores(v);
    renderDeclaration(v);
    renderRubber(v);
  }

  /* ---- Bridge Whist: the declaration and the doubling, one speaker at a time ------------- */

  var declaredShown = null;
  function renderDeclaration(v) {
    var d = v.board && v.board.declaration;
    var said = $("declare-said"), options = $("declare-options");
    if (!d) { clear(said); clear(options); declaredShown = null; return; }
    var key = JSON.stringify([v.board.number, d.said, d.to_act, queue.length]);
    if (key === declaredShown) { return; }
    declaredShown = key;
    clear(said);
    d.said.forEach(function (line) { said.appendChild(make("li", null, line)); });
    text($("declare-prompt"), d.prompt);
    text($("declare-value"), d.value || "");
    clear(options);
    var waiting = queue.some(function (i) { return i.kind === "action"; });
    (d.options || []).forEach(function (o) {
      var btn = make("button", "big declare-" + o.kind + (o.kind === "pass" ? " secondary" : ""), o.label);
      btn.type = "button"; btn.dataset.option = o.kind; btn.dataset.value = o.value || "";
      btn.disabled = waiting;  // one speaker at a time: wait for the server's answer
      btn.addEventListener("click", function () { send("action", { action: o.action }, null, o.said || null); });
      options.appendChild(btn);
    });
  }

  /* the dummy's hand lies face up once the first card is led (Bridge Whist, "The Play") */
  var dummyShown = null;
  function renderDummy(b) {
    var d = b.dummy;
    var box = $("dummy");
    box.hidden = !d;
    if (!d) { dummyShown = null; return; }
    var key = JSON.stringify(d);
    if (key === dummyShown) { return; }
    dummyShown = key;
    text($("dummy-title"), d.title);
    var cards = $("dummy-cards"); clear(cards);
    d.suits.forEach(function (row) {
      var line = make("div", "dummy-suit suit-" + row.suit);
      line.appendChild(make("span", "suit-label", row.symbol));
      line.appendChild(make("span", "dummy-ranks", row.cards.length ? row.cards.join(" ") : "—"));
      cards.appendChild(line);
    });
  }

  /* ---- a table playing rubbers: the score sheet as the book keeps it --------------------- */

  var rubberShown = null;
  function renderRubber(v) {
    var r = v.rubber;
    var box = $("rubber-sheet");
    if (!r) { clear(box); rubberShown = null; return; }
    var key = JSON.stringify(r);
    if (key === rubberShown) { return; }
    rubberShown = key;
    clear(box);
    box.appendChild(make("p", "hint", r.rule));
    r.rubbers.forEach(function (rb) {
      box.appendChild(make("h3", null, "Rubber " + rb.number + (rb.winner ? ": won by " + rb.winner_label : "")));
      var table = make("table", "grid rubber-table");
      var head = make("tr");
      ["Board", "Game", "N-S tricks", "E-W tricks", "N-S honours, chicane, slam", "E-W honours, chicane, slam", ""].forEach(function (h) {
        head.appendChild(make("th", null, h));
      });
      var thead = make("thead"); thead.appendChild(head); table.appendChild(thead);
      var body = make("tbody");
      rb.rows.forEach(function (row) {
        var tr = make("tr", row.game_won ? "game-line" : null);
        [row.board, row.game, row.tricks.NS || "", row.tricks.EW || "", row.honours.NS || "", row.honours.EW || "", row.note]
          .forEach(function (c) { tr.appendChild(make("td", null, c)); });
        body.appendChild(tr);
      });
      if (rb.bonus) {
        var bonus = make("tr", "bonus");
        [ "", "", "", "", rb.bonus.NS || "", rb.bonus.EW || "", "the rubber: 100"].forEach(function (c) { bonus.appendChild(make("td", null, c)); });
        body.appendChild(bonus);
      }
      var total = make("tr", "total");
      ["Total", "", rb.tricks_total.NS, rb.tricks_total.EW, rb.honours_total.NS, rb.honours_total.EW,
       "N-S " + rb.totals.NS + " · E-W " + rb.totals.EW].forEach(function (c) { total.appendChild(make("td", null, c)); });
      body.appendChild(total);
      table.appendChild(body);
      box.appendChild(table);
      box.appendChild(make("p", "rubber-state", rb.state));
    });
  }

  function pad(n) { return (n < 10 ? "0" : "") + n; }
  function clock(seconds) {
    var d = new Date(seconds * 1000);
    return pad(d.getHours()) + ":" + pad(d.getMinutes());
  }

  var wasLocked = false;
  function renderCalled(v) {
    var el = $("called");
    // a locked table waits for the director (a card entered that its seat does not hold)
    if (v.locked) { showMessage(v.locked.message, "error"); wasLocked = true; }
    else if (wasLocked) { showMessage(""); wasLocked = false; }
    el.hidden = !v.called;
    el.className = "called";
    if (v.called) {
      text(el, "Director called" + (v.called_at ? " at " + clock(v.called_at) : "") +
        " — please wait at the table. " + (v.called === "director called" ? "" : "Reason: " + v.called));
    }
  }

  function renderActions(v) {
    var inPlay = !!IN_PLAY[v.phase] && !!v.board && !!v.board.trick;
    var canUndo = inPlay && !v.board.confirmed &&
      (v.board.can_undo || queue.some(function (i) { return i.kind === "action"; }));
    $("undo").hidden = !inPlay || !!flow;
    $("undo").disabled = !canUndo;
    $("something").hidden = !!flow;
    $("keys-hint").hidden = !(v.phase === "play" || v.phase === "quit") || !!flow;
  }

  // The round's clock as the director set it: the time left, refreshed with the table's
  // state (every few seconds), so the tablet never runs a clock of its own.
  function renderClock(v) {
    var el = $("clock");
    var c = v.clock;
    el.hidden = !c;
    if (!c) { return; }
    var minutes = Math.ceil(c.seconds_left / 60);
    el.classList.toggle("up", c.seconds_left <= 0);
    text(el, c.seconds_left <= 0 ? "Time is up" : minutes + " min left");
    el.title = "Round " + c.round;
  }

  function renderSeating(v) {
    var ul = $("seating"); clear(ul);
    v.seating.forEach(function (s) {
      var li = make("li", null, s.label + ": "); li.appendChild(make("b", null, s.contestant));
      if (s.name) { li.appendChild(document.createTextNode(" " + s.name)); }
      ul.appendChild(li);
    });
    var form = $("seats-form");
    var existing = {};
    form.querySelectorAll("input[data-seat]").forEach(function (i) { existing[i.dataset.seat] = i; });
    var wanted = v.seating.map(function (s) { return s.seat; }).join(",");
    if (Object.keys(existing).join(",") !== wanted) {
      form.querySelectorAll("label").forEach(function (l) { l.remove(); });
      v.seating.slice().reverse().forEach(function (s) {
        var label = make("label", null, s.label + " number ");
        var input = make("input");
        input.type = "number"; input.min = "1"; input.dataset.seat = s.seat; input.name = s.seat; input.required = true;
        label.appendChild(input); form.insertBefore(label, form.firstChild);
      });
    }
    text($("deals"), v.deals.join(", "));
  }

  function renderBoard(v) {
    var b = v.board;
    var trick = b.trick || [];
    var quitting = v.phase === "quit";
    if (chosenSeat && (trick.some(function (p) { return p.seat === chosenSeat; }) || quitting)) { chosenSeat = null; }
    var seat = chosenSeat || b.to_play;
    document.querySelectorAll("#compass .slot").forEach(function (slot) {
      var played = trick.filter(function (p) { return p.seat === slot.dataset.seat; })[0];
      text(slot.querySelector(".card-shown"), played ? played.display : "");
      slot.classList.toggle("queued", !!(played && played.queued));
      slot.classList.toggle("to-play", b.to_play === slot.dataset.seat);
      var selected = !quitting && seat === slot.dataset.seat;
      slot.classList.toggle("selected", selected);
      slot.classList.toggle("out-of-turn", selected && !!chosenSeat && chosenSeat !== b.to_play);
      slot.setAttribute("aria-pressed", selected ? "true" : "false");
      slot.disabled = quitting || !!played;
    });
    var unknown = trick.filter(function (p) { return p.seat === "?"; });
    var turn = $("turn");
    turn.className = "turn";
    if (quitting) {
      text(turn, "All four have played: turn and quit the trick");
    } else if (chosenSeat && chosenSeat !== b.to_play) {
      turn.className = "turn out-of-turn";
      text(turn, SEAT_NAMES[chosenSeat] + " plays out of turn (" +
        (b.to_play ? SEAT_NAMES[b.to_play] + " is to play" : "not his turn") + "): touch the card");
    } else if (b.to_play && b.dummy && b.dummy.seat === b.to_play) {
      // Bridge Whist: "The dealer now plays both his partner's (exposed) hand and his own"
      text(turn, SEAT_NAMES[b.to_play] + " (dummy) to play: " + SEAT_NAMES[b.dealer] + " plays it");
    } else if (b.to_play) {
      text(turn, SEAT_NAMES[b.to_play] + " to play");
    } else {
      text(turn, "The winner of the last trick leads (known when the network returns)");
    }
    if (unknown.length) {
      text(turn, "Waiting for the network: " + unknown.length + " card(s) of the trick's winner queued");
    }
    text($("trick-no"), b.trick_number || "");
    var liable = Object.keys(b.liable || {});
    $("liable").hidden = !liable.length;
    text($("liable"), liable.length ? "Face up on the table, liable to be called: " +
      liable.map(function (s) { return SEAT_NAMES[s] + " " + b.liable[s].join(" "); }).join("; ") : "");
    if (b.tricks_won) { text($("won-NS"), b.tricks_won.NS); text($("won-EW"), b.tricks_won.EW); }
    $("quit").hidden = !quitting;
    $("tally").hidden = quitting;
    text($("trump-chosen"), trumpChoice ? trumpChoice.display : "none");
    $("trump-record").disabled = !trumpChoice;
    renderRights(v);
    renderDummy(b);
    renderRenounces(b);
    renderEnd(v);
  }

  /* ---- the rights to a penalty: on screen until chosen, waived or lapsed ---------------- */

  function seen(key) {
    try { return JSON.parse(localStorage.getItem(SEEN_KEY) || "[]").indexOf(key) >= 0; }
    catch (e) { return false; }
  }
  function markSeen(key) {
    var list;
    try { list = JSON.parse(localStorage.getItem(SEEN_KEY) || "[]"); } catch (e) { list = []; }
    list.push(key); localStorage.setItem(SEEN_KEY, JSON.stringify(list.slice(-200)));
  }
  function choose(r, seat, code) {
    send("action", { action: { type: "ChoosePenalty", fields: { irregularity: r.index, chooser: seat, option: code } } });
  }
  function names(seats) { return seats.map(function (s) { return SEAT_NAMES[s]; }).join(" or "); }

  var SUIT_SYMBOLS = { "call-spades": "♠", "call-hearts": "♥", "call-diamonds": "♦", "call-clubs": "♣" };
  var DONE = { lapsed: true, chosen: true, waived: true, applied: true };
  var RIGHT_WORD = { "lead-out-of-turn": "the right to call a suit", "trick-seen": "the right to call a suit" };

  function renderRights(v) {
    var b = v.board;
    var box = $("rights"); clear(box);
    var list = (b.rights || []).filter(function (r) {
      if (DONE[r.status]) {
        return !seen(b.number + ":" + r.index + ":" + r.status);
      }
      return true;
    });
    $("p-rights").hidden = $("p-rights").hidden || !list.length;
    list.forEach(function (r) {
      var div = make("div", "right right-" + r.status);
      div.dataset.index = r.index;
      div.dataset.status = r.status;
      div.appendChild(make("p", "what", r.what));
      if (r.status === "lapsed") {
        // the engine says why in the players' words ("the right to call a suit lapsed when ...")
        var why = /lapsed/.test(r.lapsed) ? r.lapsed
          : (RIGHT_WORD[r.kind] || "the right to a penalty") + " lapsed: " + r.lapsed;
        div.appendChild(make("p", "lapsed", "No penalty any more. " + why.charAt(0).toUpperCase() + why.slice(1) +
          (/\.$/.test(why) ? "" : ".")));
      } else if (r.status === "chosen" || r.status === "waived") {
        div.appendChild(make("p", "chosen", (r.chosen && r.chosen.by ? SEAT_NAMES[r.chosen.by] : "The adversaries") +
          (r.status === "waived" ? " demanded no penalty" : " chose: " + (r.chosen ? r.chosen.label : "")) +
          " (law " + r.law + ")."));
      } else {
        div.appendChild(make("p", "law", r.explanation));  // what the law says, who decides
      }
      if (r.status === "waiting" || r.status === "called") {
        div.appendChild(make("p", "waiting", r.waiting + "."));
        if (r.take_back) {
          var back = make("button", "big", "Take the card back");
          back.type = "button"; back.id = "take-back";
          back.addEventListener("click", function () {
            send("action", { action: { type: "TakeBackFalseLead", fields: {} } });
          });
          var row0 = make("div", "row choices"); row0.appendChild(back); div.appendChild(row0);
        }
      }
      if (r.status === "open" && r.call_card) {
        var c = r.call_card;
        div.appendChild(make("p", "decides", SEAT_NAMES[c.caller] + " decides:"));
        var rowc = make("div", "row choices");
        var call = make("button", "big", SEAT_NAMES[c.caller] + " calls " + c.display);
        call.type = "button"; call.dataset.call = c.caller + ":" + c.holder + ":" + c.card;
        call.addEventListener("click", function () {
          if (c.card) {
            send("action", { action: { type: "CallCard", fields: { caller: c.caller, holder: c.holder, card: c.card } } });
          } else {  // law 36: a hand on the table; the caller names the card in the picker
            callFor = c;
            showMessage("touch the card " + SEAT_NAMES[c.caller] + " calls from " + SEAT_NAMES[c.holder] + "'s cards", "info");
          }
        });
        rowc.appendChild(call);
        div.appendChild(rowc);
        div.appendChild(make("p", "hint", "If " + SEAT_NAMES[c.caller] + " plays without calling it, " +
          SEAT_NAMES[c.holder] + " may play as he pleases."));
      } else if (r.status === "open") {
        div.appendChild(make("p", "decides", names(r.choosers) + (r.choosers.length > 1 ? " may decide:" : " decides:")));
        r.choosers.forEach(function (seat) {
          var row = make("div", "row choices");
          r.options.forEach(function (o) {
            var symbol = SUIT_SYMBOLS[o.code] ? SUIT_SYMBOLS[o.code] + " " : "";
            var btn = make("button", "big", (r.choosers.length > 1 ? SEAT_NAMES[seat] + ": " : "") + symbol + o.label);
            btn.type = "button";
            btn.dataset.choice = r.index + ":" + seat + ":" + o.code;
            btn.addEventListener("click", function () { choose(r, seat, o.code); });
            row.appendChild(btn);
          });
          div.appendChild(row);
          if (r.waive) {
            var w = make("button", "big secondary waive", (r.choosers.length > 1 ? SEAT_NAMES[seat] + ": " : "") + r.waive.label);
            w.type = "button";
            w.dataset.choice = r.index + ":" + seat + ":" + r.waive.code;
            w.addEventListener("click", function () { choose(r, seat, r.waive.code); });
            div.appendChild(w);
          }
        });
      }
      if (DONE[r.status]) {
        var ok = make("button", "big secondary", "Understood");
        ok.type = "button"; ok.className = "big secondary understood";
        ok.addEventListener("click", function () { markSeen(b.number + ":" + r.index + ":" + r.status); render(); });
        div.appendChild(ok);
      }
      box.appendChild(div);
    });
  }

  function renderRenounces(b) {
    var box = $("renounces"); clear(box);
    var list = b.renounces || [];
    $("p-renounces").hidden = $("p-renounces").hidden || !list.length;
    list.forEach(function (r) {
      box.appendChild(make("p", null, r.text + ": it may be corrected until the trick is turned and quitted (law 28). " +
        "Touch the correct card in the picker, then:"));
      var btn = make("button", "big", "Correct " + SEAT_NAMES[r.seat] + "'s renounce");
      btn.type = "button";
      btn.addEventListener("click", function () {
        correctionFor = r.seat;
        showMessage("touch the card " + SEAT_NAMES[r.seat] + " plays instead", "info");
      });
      box.appendChild(btn);
    });
  }
  var correctionFor = null;
  var callFor = null;

  function renderEnd(v) {
    var b = v.board;
    var box = $("revokes"); clear(box);
    (b.revokes || []).forEach(function (r) {
      var div = make("div", "revoke");
      div.appendChild(make("p", null, "Revoke: " + r.text + ". East and West or North and South, the adversaries " +
        "of the player, may claim it now, before the score is recorded (law (g)):"));
      var row = make("div", "row");
      r.claimants.forEach(function (seat) {
        var btn = make("button", "big", SEAT_NAMES[seat] + " claims the revoke");
        btn.type = "button";
        btn.dataset.claim = seat + ":" + r.seat + ":" + r.trick;
        btn.addEventListener("click", function () {
          send("action", { action: { type: "ClaimRevoke", fields: { claimant: seat, offender: r.seat, trick: r.trick } } });
        });
        row.appendChild(btn);
      });
      div.appendChild(row);
      box.appendChild(div);
    });
    var score = b.score;
    if (score) {
      text($("score"), "North-South " + score.points.NS + " · East-West " + score.points.EW +
        (v.game === "duplicate-whist" ? " tricks" : " points"));
      var ul = $("score-lines"); clear(ul);
      if (score.net) {  // Bridge Whist in duplicate: the result the other tables are compared with
        ul.appendChild(make("li", "net", "The result compared with the other tables (each side's points " +
          "less the adversaries'): North-South " + signed(score.net.NS) + ", East-West " + signed(score.net.EW)));
      }
      score.lines.forEach(function (line) { ul.appendChild(make("li", null, line)); });
    } else if (b.quick_points) {
      text($("score"), "North-South " + b.quick_points.NS + " · East-West " + b.quick_points.EW);
    }
  }

  function signed(n) { return n > 0 ? "+" + n : String(n); }
  var BRIDGE = app.dataset.game === "bridge-whist";

  var previousShown = null;
  function renderPrevious(v) {
    var p = v.previous;
    if (!p) { $("p-previous").hidden = true; return; }
    text($("prev-board"), p.board);
    if (previousShown === JSON.stringify(p)) { return; }
    previousShown = JSON.stringify(p);
    var body = $("traveller").querySelector("tbody"); clear(body);
    p.traveller.forEach(function (r) {
      var tr = make("tr");
      [r.round, r.table, r.seats.ns || r.seats.north, r.seats.ew || r.seats.east,
       BRIDGE ? signed(r.points.NS) : r.points.NS, BRIDGE ? signed(r.points.EW) : r.points.EW]
        .forEach(function (c) { tr.appendChild(make("td", null, c)); });
      body.appendChild(tr);
    });
    var hands = $("hands"); clear(hands);
    // the hand record only once every table has played the board (kiosk.publication)
    if (!p.hands) { hands.appendChild(make("p", "hint", p.withheld)); return; }
    ["N", "E", "S", "W"].forEach(function (s) {
      var div = make("div", "hand hand-" + s);
      div.appendChild(make("b", null, SEAT_NAMES[s] + (p.dealer === s ? " (dealer)" : "")));
      div.appendChild(make("span", null, " " + p.hands[s].join(" ")));
      hands.appendChild(div);
    });
  }

  /* this table's own scores of the round on the end-of-round page (kiosk.publication:
     nothing of a board another table still has to play) */
  function renderRoundScores(v) {
    var box = $("round-scores");
    if (!box) {
      box = make("div"); box.id = "round-scores";
      $("where-next").parentNode.insertBefore(box, $("where-next"));
    }
    clear(box);
    var rows = v.round_scores || [];
    if (!rows.length) { return; }
    box.appendChild(make("h3", null, "Your scores this round"));
    var ul = make("ul");
    rows.forEach(function (r) {
      ul.appendChild(make("li", null, "Board " + r.board + ": North-South " +
        (BRIDGE ? signed(r.points.NS) : r.points.NS) + ", East-West " + (BRIDGE ? signed(r.points.EW) : r.points.EW)));
    });
    box.appendChild(ul);
    box.appendChild(make("h3", null, "Where to go next"));
  }

  function renderWhereNext(v) {
    [$("where-next"), $("where-next-final")].forEach(function (ul) {
      clear(ul);
      (v.where_next || []).forEach(function (w) {
        ul.appendChild(make("li", null, w.label + " " + w.contestant + ": " +
          (w.table ? "go to table " + w.table + ", " + w.next_seat + ", for round " + w.round : "no more rounds")));
      });
    });
  }

  /* ---- "Something happened": choose what, then who, which card, how many ---------------- */

  function loadMenu() {
    if (menu) { return Promise.resolve(menu); }
    return fetch("/api/irregularities", { cache: "no-store" }).then(function (r) {
      if (!r.ok) { throw new Error("status " + r.status); }
      return r.json();
    }).then(function (body) { menu = body.entries; return menu; });
  }

  function openFlow() {
    showMessage("");
    loadMenu().then(function () { flow = { entry: null, step: 0, answers: {} }; renderFlow(); render(); },
                    function () { showMessage("the list could not be loaded: check the network, or call the director aloud", "error"); });
  }
  function closeFlow() { flow = null; render(); $("something").focus(); }

  function renderFlow() {
    var body = $("flow-body"); clear(body);
    var v = view();
    if (!flow.entry) {
      text($("flow-title"), "Something happened");
      text($("flow-hint"), "What happened? Choose, then answer one or two questions; the tablet says what the law says and who decides.");
      var list = make("div", "menu-list");
      menu.forEach(function (e) {
        // an entry of the declaration (Bridge Whist) while it is made, the others in the play
        if (e.key !== "director" && (e.phase === "declare" ? v.phase !== "declare"
                                      : !(IN_PLAY[v.phase] && v.board && v.board.trick))) { return; }
        var btn = make("button", "big menu-entry" + (e.key === "director" ? " warn" : ""));
        btn.type = "button"; btn.dataset.entry = e.key;
        btn.appendChild(make("span", "entry-title", e.title));
        btn.appendChild(make("span", "entry-hint", e.hint));
        btn.addEventListener("click", function () { flow.entry = e; flow.step = 0; flow.answers = {}; renderFlow(); render(); });
        list.appendChild(btn);
      });
      body.appendChild(list);
      focusFirst(body);
      return;
    }
    var entry = flow.entry;
    text($("flow-title"), entry.title);
    var step = entry.steps[flow.step];
    if (!step) { renderConfirm(entry, body, v); return; }
    text($("flow-hint"), entry.hint + (entry.law ? " (law " + entry.law + ")" : ""));
    body.appendChild(make("p", "ask", step.ask));
    if (step.kind === "seat") {
      var marked = {};
      if (v.board && v.board.to_play) { marked[v.board.to_play] = "in turn"; }
      Compass.build(body, { ask: step.ask, marked: marked, skip: step.optional ? "Nobody" : null,
                            onPick: function (seat) { answer(step, seat); } }).focus();
    } else if (step.kind === "card") {
      body.appendChild(make("p", "hint", "Touch the card in the cards below, or type it (e.g. SA)."));
    } else if (step.kind === "number") {
      var n = v.board ? v.board.trick_number : 1;
      var upto = step.upto === "played" ? n : 14 - n;
      var from = step.upto === "played" ? 1 : 0;
      var row = make("div", "row numbers");
      for (var i = from; i <= upto; i += 1) {
        (function (k) {
          var btn = make("button", "big", String(k)); btn.type = "button"; btn.dataset.number = k;
          btn.addEventListener("click", function () { answer(step, k); });
          row.appendChild(btn);
        }(i));
      }
      body.appendChild(row);
      focusFirst(row);
    } else if (step.kind === "choice") {
      var rowc = make("div", "choices-col");
      step.choices.forEach(function (c) {
        var btn = make("button", "big", c.label); btn.type = "button"; btn.dataset.value = String(c.value);
        btn.addEventListener("click", function () { answer(step, c.value); });
        rowc.appendChild(btn);
      });
      body.appendChild(rowc);
      focusFirst(rowc);
    } else {
      var form = make("form", "row");
      var input = make("input"); input.type = "text"; input.maxLength = 200; input.id = "flow-text";
      input.setAttribute("aria-label", step.ask);
      var go = make("button", "big", "Next"); go.type = "submit";
      form.appendChild(input); form.appendChild(go);
      form.addEventListener("submit", function (e) { e.preventDefault(); answer(step, input.value); });
      body.appendChild(form);
      input.focus();
    }
  }

  function focusFirst(el) { var b = el.querySelector("button"); if (b) { b.focus(); } }

  function answer(step, value) {
    flow.answers[step.field] = value;
    if (step.kind === "card") { flow.display = value && document.querySelector('#picker [data-card="' + value + '"]').dataset.display; }
    flow.step += 1;
    renderFlow(); render();
  }

  function summary(entry) {
    var a = flow.answers;
    var parts = [];
    entry.steps.forEach(function (s) {
      var value = a[s.field];
      if (s.kind === "seat") { parts.push(s.ask.replace(/\?.*$/, "?") + " " + (value ? SEAT_NAMES[value] : "nobody")); }
      else if (s.kind === "card") { parts.push("Card: " + flow.display); }
      else if (s.kind === "choice") {
        parts.push(s.choices.filter(function (c) { return c.value === value; }).map(function (c) { return c.label; })[0] || "");
      } else if (value !== "" && value != null) { parts.push(s.ask.replace(/\?.*$/, "?") + " " + value); }
    });
    return parts;
  }

  function renderConfirm(entry, body) {
    text($("flow-hint"), "Check, then record it. The tablet then says what the law says and who decides.");
    var ul = make("ul", "summary");
    summary(entry).forEach(function (p) { ul.appendChild(make("li", null, p)); });
    body.appendChild(ul);
    var row = make("div", "row");
    var go = make("button", "big" + (entry.send === "call" ? " warn" : ""), entry.send === "call" ? "Call the director" : "Record it");
    go.type = "button"; go.id = "flow-record";
    go.addEventListener("click", function () { record(entry); });
    var again = make("button", "big secondary", "Start again");
    again.type = "button";
    again.addEventListener("click", function () { flow.entry = null; renderFlow(); render(); });
    row.appendChild(go); row.appendChild(again);
    body.appendChild(row);
    go.focus();
  }

  function record(entry) {
    var fields = {};
    Object.keys(entry.fixed || {}).forEach(function (k) { fields[k] = entry.fixed[k]; });
    entry.steps.forEach(function (s) {
      var value = flow.answers[s.field];
      fields[s.field] = value === undefined || value === "" ? null : value;
    });
    if (entry.send === "call") {
      send("call", { reason: fields.reason || "director called" });
    } else {
      send("action", { action: { type: entry.action, fields: fields } }, flow.display || null,
           "Recorded: " + entry.title.charAt(0).toLowerCase() + entry.title.slice(1) + " (" + summary(entry).join("; ") + ").");
    }
    flow = null;
    render();
  }

  /* ---- the controls --------------------------------------------------------------------- */

  $("seats-form").addEventListener("submit", function (e) {
    e.preventDefault();
    var seats = {};
    this.querySelectorAll("input[data-seat]").forEach(function (i) { seats[i.dataset.seat] = Number(i.value); });
    send("seats", { seats: seats });
  });
  $("board-form").addEventListener("submit", function (e) {
    e.preventDefault();
    send("board", { board: Number($("board-number").value) });
    $("board-number").value = "";
  });
  $("compass").addEventListener("click", function (e) {
    var slot = e.target.closest("button.slot");
    if (!slot || slot.disabled) { return; }
    var v = view();
    var seat = slot.dataset.seat;
    chosenSeat = v.board && seat === v.board.to_play ? null : seat;
    render();
  });
  $("picker").addEventListener("click", function (e) {
    var btn = e.target.closest("button.card");
    if (!btn) { return; }
    var v = view();
    var card = btn.dataset.card;
    typed = ""; keyHint("");
    if (flow) {
      var step = flow.entry && flow.entry.steps[flow.step];
      if (step && step.kind === "card") { answer(step, card); }
      return;
    }
    if (v.phase === "trump") {
      trumpChoice = { card: card, display: btn.dataset.display }; render(); return;
    }
    if (callFor && (v.phase === "play" || v.phase === "quit")) {
      send("action", { action: { type: "CallCard", fields: { caller: callFor.caller, holder: callFor.holder, card: card } } });
      callFor = null; showMessage("");
      return;
    }
    if (correctionFor && (v.phase === "play" || v.phase === "quit")) {
      send("action", { action: { type: "CorrectRenounce", fields: { seat: correctionFor, card: card } } });
      correctionFor = null; showMessage("");
      return;
    }
    if (v.phase !== "play") { return; }
    var fields = { card: card };
    var seat = chosenSeat || v.board.to_play;
    if (seat) { fields.seat = seat; }
    chosenSeat = null;
    showMessage("");
    $("turn").focus();  // a second Enter must not play the same card again
    send("action", { action: { type: "PlayCard", fields: fields } }, btn.dataset.display);
  });
  $("trump-record").addEventListener("click", function () {
    if (trumpChoice) { send("trump", { trump: trumpChoice.card }); trumpChoice = null; }
  });
  $("name-trump").addEventListener("click", function (e) {
    var btn = e.target.closest("button[data-suit]");
    if (btn) { send("action", { action: { type: "NameTrump", fields: { suit: btn.dataset.suit } } }); }
  });
  $("quit").addEventListener("click", function () {
    send("action", { action: { type: "QuitTrick", fields: {} } });
  });
  $("undo").addEventListener("click", function () {
    var last = queue[queue.length - 1];
    if (last && last.kind === "action" && !flushing) { queue.pop(); saveQueue(); render(); return; }
    send("undo", {});
  });
  $("something").addEventListener("click", openFlow);
  $("flow-cancel").addEventListener("click", closeFlow);
  document.querySelectorAll("button[data-confirm]").forEach(function (btn) {
    btn.addEventListener("click", function () { send("confirm", { seat: btn.dataset.confirm }); });
  });
  $("quick-form").addEventListener("submit", function (e) {
    e.preventDefault();
    send("tricks", { NS: Number($("quick-NS").value), EW: Number($("quick-EW").value) });
  });
  $("next-round").addEventListener("click", function () { send("next", {}); });

  /* ---- the keyboard: SA, H10 or HT, N (a knight); Enter plays; Q quits; Esc clears ------ */

  function typedCard(buffer) {
    var m = /^([SHDC])(10|[AKQJTB2-9])$/.exec(buffer);
    if (m) { return m[1] + (m[2] === "10" ? "T" : m[2]); }
    return buffer === "N" ? "N" : null;
  }
  document.addEventListener("keydown", function (e) {
    var tag = e.target && e.target.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || e.ctrlKey || e.metaKey || e.altKey) { return; }
    if ($("p-picker").hidden) { return; }
    var key = e.key.length === 1 ? e.key.toUpperCase() : e.key;
    if (key === "Escape") { typed = ""; keyHint(""); if (flow) { closeFlow(); } return; }
    if (key === "Q" && typed === "" && !$("quit").hidden) { e.preventDefault(); $("quit").click(); return; }
    if (key.length !== 1 || !/[SHDCAKQJTB0-9N]/.test(key)) { return; }
    if (/[SHDC]/.test(key)) { typed = key; }
    else if (key === "N" && !/^[SHDC]1?$/.test(typed)) { typed = "N"; }
    else if (/^[SHDC]1?$/.test(typed)) { typed += key; }
    else { typed = ""; }
    if (!/^([SHDC](1|10|[AKQJTB2-9])?|N)$/.test(typed)) { typed = ""; }
    var card = typedCard(typed);
    var btn = card && document.querySelector('#picker button.card[data-card="' + card + '"]');
    if (btn) {
      btn.focus();
      keyHint(btn.dataset.display + " — Enter plays it");
    } else {
      keyHint(typed ? "typed " + typed + "…" : "");
    }
    e.preventDefault();
  });
  function keyHint(msg) {
    var el = $("keys-typed");
    if (!el) { el = make("span", "typed"); el.id = "keys-typed"; el.setAttribute("aria-live", "polite"); $("keys-hint").appendChild(el); }
    text(el, msg ? " " + msg : "");
  }

  /* ---- scanning a trump slip or curtain card, where the browser can ------------------- */

  if ("BarcodeDetector" in window && navigator.mediaDevices) {
    $("board-scan").hidden = false;
    $("board-scan").addEventListener("click", function () {
      var video = $("scan-video");
      var detector = new window.BarcodeDetector({ formats: ["qr_code"] });
      navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } }).then(function (stream) {
        video.srcObject = stream; video.hidden = false; video.play();
        var timer = setInterval(function () {
          detector.detect(video).then(function (codes) {
            if (!codes.length) { return; }
            clearInterval(timer);
            stream.getTracks().forEach(function (t) { t.stop(); });
            video.hidden = true;
            send("board", { qr: codes[0].rawValue });
          });
        }, 300);
      }, function () { showMessage("the camera is not available: type the board number", "info"); });
    });
  }

  window.addEventListener("online", function () { setOnline(true); flush(); });
  window.addEventListener("offline", function () { setOnline(false); });
  setInterval(function () { if (queue.length) { flush(); } else { refresh(); } }, 2500);
  render();
  flush();
  window.whistKiosk = { queue: function () { return queue.slice(); }, state: function () { return state; } };
}());
