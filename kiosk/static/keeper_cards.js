// The score-keeper's card-by-card entry: the table taps each card as it falls (a suit,
// then a rank; the cards already played greyed out, those the game's pack has not left
// out). Each tap goes to /keep/<n>/cards and is stored there at once; the server plays
// the cards under the game's laws and says whose turn it is, who won each trick and
// which revokes the adversaries may claim. Nothing of the rules is reckoned here.
window.KeeperCards = (function () {
  "use strict";
  const SUITS = [["S", "♠", "Spades"], ["H", "♥", "Hearts"], ["D", "♦", "Diamonds"], ["C", "♣", "Clubs"]];
  const RANKS = ["A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"];
  const PENALTIES = [
    ["add", "Three points added to the adversaries' score"],
    ["deduct", "Three points taken from the revokers' score"],
    ["tricks", "Three tricks taken from the revokers"],
  ];
  let suit = "S";

  function el(tag, attrs, text) {
    const node = document.createElement(tag);
    Object.entries(attrs || {}).forEach(([k, v]) => node.setAttribute(k, v));
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function said(card) {
    const s = SUITS.find((x) => x[0] === card[0]);
    return s[1] + (card[1] === "T" ? "10" : card[1]);
  }

  function rankWord(r) {
    return r === "T" ? "10" : r;
  }

  // The picker: four suit buttons, then the ranks of the chosen suit. ``pack``: the
  // game's cards; ``played``: greyed out; ``onCard(card, aceHigh)``; ``nullo``: an ace
  // is tapped as low or high.
  function picker(into, pack, played, onCard, nullo, label) {
    const box = el("div", { class: "picker", role: "group", "aria-label": label });
    const suits = el("div", { class: "picker-suits" });
    const ranks = el("div", { class: "picker-ranks" });
    const drawRanks = () => {
      ranks.replaceChildren();
      suits.querySelectorAll("button").forEach((b) => {
        const on = b.dataset.suit === suit;
        b.classList.toggle("chosen", on);
        b.setAttribute("aria-pressed", String(on));
      });
      RANKS.forEach((r) => {
        const card = suit + r;
        if (!pack.includes(card)) return; // not in this game's pack
        const gone = played.includes(card);
        const faces = nullo && r === "A" ? [[false, "A low"], [true, "A high"]] : [[false, rankWord(r)]];
        faces.forEach(([high, text]) => {
          const b = el("button", { type: "button", class: "card suit-" + suit, "data-card": card + (high ? " high" : "") }, text);
          b.setAttribute("aria-label", said(card) + (high ? " high (above the King)" : "") + (gone ? ", played" : ""));
          if (gone) { b.disabled = true; b.classList.add("played"); }
          b.addEventListener("click", () => onCard(card, high));
          ranks.appendChild(b);
        });
      });
    };
    SUITS.forEach(([letter, symbol, name]) => {
      const left = pack.filter((c) => c[0] === letter && !played.includes(c)).length;
      const b = el("button", { type: "button", class: "suit suit-" + letter, "data-suit": letter }, symbol + " " + name);
      b.setAttribute("aria-label", name + ", " + left + " not played");
      b.addEventListener("click", () => { suit = letter; drawRanks(); });
      suits.appendChild(b);
    });
    drawRanks();
    box.append(suits, ranks);
    into.appendChild(box);
  }

  // Before the entry starts: which card was turned up for trump.
  function askTurned(into, state, onCard, onCancel) {
    into.replaceChildren();
    into.dataset.lines = "turned";
    into.appendChild(el("p", { class: "field-label" }, "Which card was turned up for trump?"));
    into.appendChild(el("p", { class: "hint" }, "Tap its suit, then its value; then tap each card as it is played."));
    picker(into, fullPack(state), [], (card) => onCard(card), false, "The card turned up");
    const cancel = el("button", { type: "button", class: "secondary", id: "cards-cancel" }, "Not now: enter the totals");
    cancel.addEventListener("click", onCancel);
    into.appendChild(cancel);
  }

  function fullPack(state) {
    // every card of the game's pack, for the card turned (the server refuses one the
    // game has not)
    const out = [];
    SUITS.forEach(([s]) => RANKS.forEach((r) => out.push(s + r)));
    return state.pack || out;
  }

  function playsText(plays) {
    return plays.map((p) => p.hand + " " + p.said).join(", ");
  }

  // The entry as the server gave it; ``send(body)`` posts a tap and shows the answer.
  function render(into, view, send, honours) {
    into.replaceChildren();
    into.dataset.lines = String(view.lines); // how many taps the server holds
    const head = el("p", { class: "cards-setup" });
    const parts = [];
    if (view.contract) parts.push(view.contract);
    if (view.setup.dealer) parts.push("Dealer " + view.setup.dealer);
    parts.push("Trumps: " + view.trump + (view.turned_said ? " (" + view.turned_said + " turned)" : ""));
    if (view.nullo) parts.push("Nullo: an ace is low unless its holder calls it high");
    head.textContent = parts.join(" · ");
    into.appendChild(head);

    const taken = el("p", { class: "cards-taken", id: "cards-taken" },
      "Tricks: " + view.taken.map((t) => t.side + " " + t.tricks).join(" · "));
    const turn = el("p", { class: "cards-turn", id: "cards-turn", "aria-live": "polite" });
    if (view.finished) {
      turn.textContent = view.ended ? "Play is over: " + view.ended + "." : "All the cards are played.";
    } else {
      turn.textContent = "Trick " + view.trick + ": " + view.to_play + " to play" +
        (view.plays_for ? " (" + view.plays_for + " plays it)" : "");
    }
    into.append(turn, taken);

    const onTable = el("ol", { class: "cards-on-table", id: "cards-on-table", "aria-label": "The trick on the table" });
    view.on_table.forEach((p) => onTable.appendChild(el("li", { "data-card": p.card }, p.hand + " " + p.said)));
    if (view.on_table.length) into.appendChild(onTable);
    const last = view.tricks[view.tricks.length - 1];
    if (last && !view.on_table.length) {
      into.appendChild(el("p", { class: "cards-last", id: "cards-last" },
        "Trick " + last.number + " to " + last.winner + ": " + playsText(last.plays)));
    }

    if (view.exchange.length) {
      const box = el("div", { class: "field", id: "cards-exchange" });
      box.appendChild(el("p", { class: "field-label" }, "Before the lead: does each player take the hand at his right?"));
      view.exchange.filter((x) => !x.said).forEach((x) => {
        const row = el("div", { class: "choices" });
        const take = el("button", { type: "button", "data-exchange": x.player }, x.player + " takes the hand at his right");
        take.addEventListener("click", () => send({ do: "exchange", player: x.player }));
        const keep = el("button", { type: "button", "data-keep": x.player }, x.player + " keeps his own hand");
        keep.addEventListener("click", () => send({ do: "keep", player: x.player }));
        row.append(take, keep);
        box.appendChild(row);
      });
      if (view.exchange.some((x) => !x.said)) into.appendChild(box);
    }

    view.revokes.forEach((r) => {
      const box = el("div", { class: "revoke-found", role: "alert", "data-hand": r.name });
      box.appendChild(el("p", { class: "field-label" }, "Revoke: " + r.words + "."));
      if (r.claimants.length) {
        box.appendChild(el("p", { class: "hint" }, "The penalty: " + r.penalty + "."));
        box.appendChild(el("p", { class: "hint" }, "An adversary may claim it now, or play on: it can be claimed until the hand is scored."));
        const row = el("div", { class: "choices" });
        r.claimants.forEach((who) => {
          const b = el("button", { type: "button", "data-claimant": who }, who + " claims the revoke");
          b.addEventListener("click", () => send({ do: "claim", claimant: who, hand: r.hand, trick: r.trick }));
          row.appendChild(b);
        });
        box.appendChild(row);
      } else {
        box.appendChild(el("p", { class: "hint" }, "No penalty: " + r.refused));
      }
      into.appendChild(box);
    });
    view.claims.forEach((c) => {
      into.appendChild(el("p", { class: "claim-made" },
        "Revoke by " + c.name + " in trick " + c.trick + ", claimed by " + c.claimant +
        (c.penalty ? " (penalty: " + c.penalty + ")" : "") + "."));
    });
    view.penalties.forEach((p) => {
      const box = el("div", { class: "field", "data-penalty": p.number });
      box.appendChild(el("p", { class: "field-label" }, "The penalty " + p.chooser + "'s side chooses for " + p.name + "'s revoke (one only):"));
      const row = el("div", { class: "choices" });
      PENALTIES.forEach(([value, words]) => {
        const b = el("button", { type: "button", "data-value": value }, words);
        b.addEventListener("click", () => send({ do: "penalty", chooser: p.chooser, claim: p.number, penalty: value }));
        row.appendChild(b);
      });
      box.appendChild(row);
      into.appendChild(box);
    });

    if (!view.finished) {
      if (view.led) suit = view.led; // most cards follow the suit led
      picker(into, view.pack, view.played, (card, high) => send({ do: "card", card: card, ace_high: high }),
        view.nullo, "The card " + view.to_play + " played");
    } else {
      into.appendChild(el("p", { class: "cards-done", id: "cards-done" },
        "The hand is played: " + view.taken.map((t) => t.side + " " + t.tricks).join(", ") +
        (honours ? ". The honours held are counted from the cards below: check them, then score the hand."
          : ". Score the hand below.")));
    }
    const row = el("p", { class: "actions" });
    const undo = el("button", { type: "button", class: "secondary", id: "cards-undo" }, "Take back the last card");
    undo.disabled = view.lines === 0;
    undo.addEventListener("click", () => send({ do: "undo" }));
    const stop = el("button", { type: "button", class: "secondary", id: "cards-stop" }, "Stop and enter the totals instead");
    stop.addEventListener("click", () => {
      if (window.confirm("Forget the cards entered for this hand and enter its totals instead?")) send({ do: "stop" });
    });
    row.append(undo, stop);
    into.appendChild(row);
    if (view.tricks.length) {
      const more = el("details", { class: "cards-tricks" });
      more.appendChild(el("summary", {}, "The tricks played (" + view.tricks.length + ")"));
      const list = el("ol", { id: "cards-tricks" });
      view.tricks.forEach((t) => list.appendChild(el("li", { value: t.number, "data-winner": t.winner },
        playsText(t.plays) + " — won by " + t.winner)));
      more.appendChild(list);
      into.appendChild(more);
    }
  }

  return { render: render, askTurned: askTurned };
})();
