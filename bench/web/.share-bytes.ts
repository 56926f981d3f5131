import { kb, measureRoutes } from "/work/wt-share/bench/web/bundle-bytes";
const routes = measureRoutes();
for (const [route, r] of Object.entries(routes)) console.log(route, kb(r.firstLoad.js.gzip), "kB gzip JS", r.firstLoad.files.length, "files");
