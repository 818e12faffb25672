/* The table page: shows the table's state and sends what the players do.
 *
 * Every action gets an id made here, so a retry is never doubled by the server, and the
 * table's sequence number as this tablet last saw it (a second tablet that did not see
 * the first's play is refused, and both then show the table as it is).
 * While the network is down, actions wait in localStorage and are sent, once and in
 * order, when it returns; the header says how many are waiting.
 * The picker shows every card of the pack: the tablet never shows a hand in play.
 */
(function () {
  "use strict";
  var app = document.getElementById("table-app");
  var TABLE = Number(app.dataset.table);
  var TOKEN = app.dataset.token;
  var QKEY = "whist-kiosk-queue-" + TABLE + "-" + TOKEN.slice(0, 8);
  var SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West" };
  var state = JSON.parse(app.dataset.state);
  var queue = loadQueue();
  var flushing = false;
  var online = true;
  var trumpChoice = null;
  var forms = null;

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

  function send(kind, data, display) {
    var item = { id: newId(), kind: kind, data: data || {}, round: state.round,
                 seq: state.seq + queue.length, display: display || null };
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
        if (!queue.length) { showMessage(""); }
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
        var changed = body.seq !== state.seq || body.round !== state.round || body.phase !== state.phase;
        state = body;
        if (changed) { render(); }
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

  var PANELS = ["p-seats", "p-board", "p-trump", "p-name-trump", "p-play", "p-choices",
                "p-renounces", "p-end", "p-score", "p-previous", "p-round-end", "p-finished",
                "p-picker"];
  var SHOWN = {
    seats: ["p-seats"],
    board: ["p-board", "p-previous"],
    trump: ["p-trump", "p-picker"],
    "name-trump": ["p-name-trump"],
    play: ["p-play", "p-picker", "p-choices", "p-renounces"],
    quit: ["p-play", "p-choices", "p-renounces", "p-picker"],
    end: ["p-end", "p-choices"],
    score: ["p-score"],
    confirm: ["p-end", "p-score"],
    "round-end": ["p-round-end", "p-previous"],
    finished: ["p-finished", "p-previous"]
  };

  var wasLocked = false;
  function render() {
    var v = view();
    var shown = SHOWN[v.phase] || [];
    PANELS.forEach(function (id) { $(id).hidden = shown.indexOf(id) < 0; });
    text($("h-round"), v.round);
    text($("h-board"), v.board ? v.board.number : "–");
    text($("h-trump"), v.board && v.board.trump ? v.board.trump : "–");
    document.querySelectorAll(".v-round").forEach(function (el) { text(el, v.round); });
    document.querySelectorAll(".v-deals").forEach(function (el) { text(el, v.deals.join(", ")); });
    document.querySelectorAll(".v-remaining").forEach(function (el) { text(el, v.remaining.join(", ") || "none"); });
    document.querySelectorAll(".v-dealer").forEach(function (el) {
      text(el, v.board ? SEAT_NAMES[v.board.dealer] : "");
    });
    var q = $("queue");
    q.hidden = queue.length === 0;
    text(q, queue.length + " waiting to send");
    renderSeating(v);
    // a locked table waits for the director (a card entered that its seat does not hold)
    if (v.locked) { showMessage(v.locked.message, "error"); wasLocked = true; }
    else if (wasLocked) { showMessage(""); wasLocked = false; }
    if (v.board) { renderBoard(v); }
    renderPrevious(v);
    renderWhereNext(v);
    renderRoundScores(v);
  }

  function renderSeating(v) {
    var ul = $("seating"); clear(ul);
    v.seating.forEach(function (s) {
      var li = make("li", null, s.label + ": "); li.appendChild(make("b", null, s.contestant)); ul.appendChild(li);
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
    document.querySelectorAll("#trick .slot").forEach(function (slot) {
      var played = trick.filter(function (p) { return p.seat === slot.dataset.seat; })[0];
      var shown = slot.querySelector(".card-shown");
      text(shown, played ? played.display : "");
      slot.classList.toggle("queued", !!(played && played.queued));
      slot.classList.toggle("to-play", b.to_play === slot.dataset.seat);
    });
    var unknown = trick.filter(function (p) { return p.seat === "?"; });
    var turn = $("turn");
    if (v.phase === "quit") {
      text(turn, "All four have played: turn and quit the trick");
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
    text($("liable"), liable.length ? "Cards liable to be called (laws 20-23; (h): the right-hand adversary calls): " +
      liable.map(function (s) { return SEAT_NAMES[s] + " " + b.liable[s].join(" "); }).join("; ") : "");
    if (b.tricks_won) { text($("won-NS"), b.tricks_won.NS); text($("won-EW"), b.tricks_won.EW); }
    $("quit").hidden = v.phase !== "quit";
    var canUndo = (b.can_undo || queue.some(function (i) { return i.kind === "action"; })) && !b.confirmed;
    $("undo").disabled = !canUndo;
    text($("trump-chosen"), trumpChoice ? trumpChoice.display : "none");
    $("trump-record").disabled = !trumpChoice;
    renderChoices(b);
    renderRenounces(b);
    renderEnd(v);
  }

  function renderChoices(b) {
    var box = $("choices"); clear(box);
    var choices = b.choices || [];
    $("p-choices").hidden = $("p-choices").hidden || !choices.length;
    choices.forEach(function (c) {
      var div = make("div", "choice");
      div.appendChild(make("p", null, "Law " + c.law + ": " + SEAT_NAMES[c.offender] + " — " +
        c.kind.replace(/-/g, " ") + (c.card ? " (" + c.card + ")" : "") + ". " + (c.note || "")));
      c.chooser.forEach(function (seat) {
        div.appendChild(make("p", "chooser", SEAT_NAMES[seat] + " chooses:"));
        var row = make("div", "row");
        c.options.forEach(function (o) {
          var btn = make("button", "big", o.description);
          btn.type = "button";
          btn.dataset.choice = c.index + ":" + seat + ":" + o.code;
          btn.addEventListener("click", function () {
            send("action", { action: { type: "ChoosePenalty", fields: { irregularity: c.index, chooser: seat, option: o.code } } });
          });
          row.appendChild(btn);
        });
        div.appendChild(row);
      });
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

  function renderEnd(v) {
    var b = v.board;
    var box = $("revokes"); clear(box);
    (b.revokes || []).forEach(function (r) {
      var div = make("div", "revoke");
      div.appendChild(make("p", null, "Revoke: " + r.text + ". The adversaries may claim it now (law (g)):"));
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
      score.lines.forEach(function (line) { ul.appendChild(make("li", null, line)); });
    } else if (b.quick_points) {
      text($("score"), "North-South " + b.quick_points.NS + " · East-West " + b.quick_points.EW);
    }
  }

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
       r.points.NS, r.points.EW].forEach(function (c) { tr.appendChild(make("td", null, c)); });
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
      ul.appendChild(make("li", null, "Board " + r.board + ": North-South " + r.points.NS +
        ", East-West " + r.points.EW));
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
  $("picker").addEventListener("click", function (e) {
    var btn = e.target.closest("button.card");
    if (!btn) { return; }
    var v = view();
    var card = btn.dataset.card;
    if (v.phase === "trump") {
      trumpChoice = { card: card, display: btn.dataset.display }; render(); return;
    }
    if (correctionFor && (v.phase === "play" || v.phase === "quit")) {
      send("action", { action: { type: "CorrectRenounce", fields: { seat: correctionFor, card: card } } });
      correctionFor = null; showMessage("");
      return;
    }
    if (v.phase !== "play") { return; }
    var fields = { card: card };
    if (v.board.to_play) { fields.seat = v.board.to_play; }
    showMessage("");
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
  document.querySelectorAll("button[data-confirm]").forEach(function (btn) {
    btn.addEventListener("click", function () { send("confirm", { seat: btn.dataset.confirm }); });
  });
  $("quick-form").addEventListener("submit", function (e) {
    e.preventDefault();
    send("tricks", { NS: Number($("quick-NS").value), EW: Number($("quick-EW").value) });
  });
  $("next-round").addEventListener("click", function () { send("next", {}); });
  $("call-form").addEventListener("submit", function (e) {
    e.preventDefault();
    send("call", { reason: $("call-reason").value });
    $("call-reason").value = "";
    showMessage("The director has been called.", "info");
  });

  /* ---- the irregularities menu, built from the engine's own actions --------------------- */

  function cardOptions(select) {
    document.querySelectorAll("#picker .card").forEach(function (btn) {
      var o = make("option", null, btn.dataset.display); o.value = btn.dataset.card; select.appendChild(o);
    });
  }
  function buildForms(list) {
    var box = $("irregularity-forms"); clear(box);
    list.forEach(function (f) {
      var form = make("form", "irregularity");
      form.dataset.type = f.type;
      form.appendChild(make("h3", null, f.title));
      var row = make("div", "row");
      f.fields.forEach(function (field) {
        var label = make("label", null, field.label + " ");
        var input;
        if (["seat", "suit", "card", "side", "choice"].indexOf(field.kind) >= 0) {
          input = make("select");
          var opts = field.kind === "seat" ? [["N", "North"], ["E", "East"], ["S", "South"], ["W", "West"]]
            : field.kind === "suit" ? [["S", "♠ spades"], ["H", "♥ hearts"], ["D", "♦ diamonds"], ["C", "♣ clubs"]]
            : field.kind === "side" ? [["NS", "North-South"], ["EW", "East-West"]]
            : field.kind === "choice" ? field.choices.map(function (c) { return [c, c.replace(/-/g, " ")]; }) : null;
          if (field.optional) { var none = make("option", null, "—"); none.value = ""; input.appendChild(none); }
          if (opts) { opts.forEach(function (p) { var o = make("option", null, p[1]); o.value = p[0]; input.appendChild(o); }); }
          else { cardOptions(input); }
        } else if (field.kind === "bool") {
          input = make("input"); input.type = "checkbox";
        } else {
          input = make("input"); input.type = field.kind === "int" ? "number" : "text";
          if (field.kind === "int" && field.name === "trick") { input.value = String(Math.max(1, (state.board && state.board.trick_number) || 1)); }
        }
        input.name = field.name; input.dataset.kind = field.kind;
        label.appendChild(input); row.appendChild(label);
      });
      var btn = make("button", "big", "Record"); btn.type = "submit"; row.appendChild(btn);
      form.appendChild(row);
      form.addEventListener("submit", function (e) {
        e.preventDefault();
        var fields = {};
        form.querySelectorAll("[name]").forEach(function (i) {
          var k = i.dataset.kind;
          fields[i.name] = i.value === "" && k !== "bool" ? null
            : k === "int" ? Number(i.value) : k === "bool" ? i.checked
            : k === "cards" ? i.value.split(/[\s,]+/).filter(Boolean) : i.value;
        });
        send("action", { action: { type: f.type, fields: fields } });
        $("irregularities").open = false;
      });
      box.appendChild(form);
    });
  }
  $("irregularities").addEventListener("toggle", function () {
    if (forms) { return; }
    fetch("/api/irregularities").then(function (r) { return r.json(); }).then(function (body) {
      forms = body.forms; buildForms(forms);
    });
  });

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
