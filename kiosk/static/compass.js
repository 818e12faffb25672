/* A compass of the four seats, as the players sit: North at the top, South at the
 * bottom, West on the left, East on the right. The "Something happened" flow asks
 * "who?" with it; the play screen's own compass (the trick) is in the page.
 *
 *   Compass.build(container, { ask: "Who played it?", onPick: function (seat) {},
 *                              marked: { N: "to play" }, skip: "Nobody" })
 */
(function () {
  "use strict";
  var NAMES = { N: "North", E: "East", S: "South", W: "West" };

  function build(container, options) {
    var grid = document.createElement("div");
    grid.className = "compass compass-pick";
    grid.setAttribute("role", "group");
    grid.setAttribute("aria-label", options.ask || "Choose a seat");
    ["N", "W", "E", "S"].forEach(function (seat) {
      var btn = document.createElement("button");
      btn.type = "button";
      btn.className = "slot slot-" + seat;
      btn.dataset.seat = seat;
      var name = document.createElement("span");
      name.className = "seat-name";
      name.textContent = NAMES[seat];
      btn.appendChild(name);
      var mark = options.marked && options.marked[seat];
      if (mark) {
        var note = document.createElement("span");
        note.className = "seat-note";
        note.textContent = mark;
        btn.appendChild(note);
      }
      btn.addEventListener("click", function () { options.onPick(seat); });
      grid.appendChild(btn);
    });
    var centre = document.createElement("div");
    centre.className = "centre";
    if (options.skip) {
      var skip = document.createElement("button");
      skip.type = "button";
      skip.className = "big secondary";
      skip.dataset.seat = "";
      skip.textContent = options.skip;
      skip.addEventListener("click", function () { options.onPick(null); });
      centre.appendChild(skip);
    }
    grid.appendChild(centre);
    container.appendChild(grid);
    var first = grid.querySelector("button");
    return { element: grid, focus: function () { if (first) { first.focus(); } } };
  }

  window.Compass = { build: build, NAMES: NAMES };
}());
