/**
 * The business scenarios: every JSON file of conformance/scenarios/ except examples.json holds an
 * array of ScenarioDef (see dsl.ts). Each scenario becomes one check with its own companies.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runSteps, stepsAreSafe, type ScenarioDef, type StepRuntime } from "../dsl.ts";
import type { CheckDef, Requirement } from "../model.ts";
import type { Runtime } from "../runtime.ts";
import type { Company } from "../world.ts";
import { expandCaseBodies } from "./examples.ts";
import { unknownUlid } from "./shared.ts";

export const SCENARIO_DIR = fileURLToPath(new URL("../../scenarios/", import.meta.url));

export function loadScenarios(dir = SCENARIO_DIR): ScenarioDef[] {
  const out: ScenarioDef[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".json") && f !== "examples.json")
    .sort()) {
    const parsed = JSON.parse(readFileSync(join(dir, file), "utf8")) as { scenarios: ScenarioDef[] };
    for (const s of parsed.scenarios) out.push(s);
  }
  return out;
}

export function scenarioChecks(rt: Runtime, scenarios: ScenarioDef[] = loadScenarios()): CheckDef[] {
  return scenarios.map((scenario) => {
    const requires: Requirement[] = [];
    if (scenario.sandbox !== false) requires.push("sandbox");
    if (!scenario.readOnly || !stepsAreSafe([...scenario.steps, ...(scenario.cleanup ?? [])], (op) => rt.ops.get(op)?.method)) requires.push("write");
    if (scenario.webhooks) requires.push("webhooks");
    if (scenario.slow) requires.push("slow");
    return {
      id: scenario.id,
      title: scenario.title,
      tags: ["scenario", ...scenario.tags],
      requires,
      run: async (ctx) => {
        const world = rt.world;
        const mode = scenario.company ?? "fresh";
        let self: Company;
        if (rt.options.readOnly || !rt.sandbox || mode === "given") self = world.given;
        else if (mode === "fresh") self = await world.fresh(scenario.id, scenario.setup);
        else if (mode === "primary") self = await world.primary();
        else self = await world.sharedCompany(mode);
        const companies: Record<string, Company> = { self };
        for (const [alias, spec] of Object.entries(scenario.companies ?? {})) {
          companies[alias] = spec.shared ? await world.sharedCompany(spec.shared) : await world.fresh(`${scenario.id}-${alias}`, spec.settings);
        }
        const vars: Record<string, unknown> = { ref: ctx.ref, unknownId: unknownUlid(), webhookUrl: rt.webhookUrl ?? "" };
        for (const [alias, c] of Object.entries(companies)) vars[alias] = { id: c.id, apiKey: c.creds.apiKey };
        const stepRt: StepRuntime = { ctx, vars, companies, webhookInbox: rt.webhookInbox };
        const prepare = <T>(value: T): T => expandCaseBodies(value, rt, ctx.ref, {}) as T;
        await runSteps(stepRt, prepare(scenario.steps), prepare(scenario.cleanup ?? []));
      },
    };
  });
}
