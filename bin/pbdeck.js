#!/usr/bin/env node
// Loads the built command line (npm run build writes dist/).
import "../dist/cli/main.js";
