/* The director's console: how far the background analysis of the play has got
   (kiosk/review.py), refreshed every few seconds. */
(function () {
  "use strict";
  var line = document.getElementById("review-progress");
  if (!line) { return; }
  function poll() {
    fetch("/review/progress", { cache: "no-store", credentials: "same-origin" })
      .then(function (r) { return r.json(); })
      .then(function (body) {
        var text = body.text || body.message || "";
        if (body.failed && body.failed.length) { text += " \u00b7 not analysed: " + body.failed.join("; "); }
        line.textContent = text;
      }, function () {});
  }
  poll();
  setInterval(poll, 4000);
}());
