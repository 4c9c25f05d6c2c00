export { buildApp } from "./app";
export { type AppConfig, loadConfig } from "./config";
export { type Database, openDatabase } from "./db/client";
