//! The `ferrozyme` command-line tool. Thin: every command is a library call.
//!
//! `ferrozyme opt FILE|- [-o OUT] [--generic] [--verify-only] [--print-debuginfo]`
//! parses, verifies and prints MLIR. Exit code 0 on success, 1 on a user error.

use std::io::{Read, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use ferrozyme::syntax::{parse_module, print_module, PrintOptions};

#[derive(Parser)]
#[command(name = "ferrozyme", version, about = "Automatic differentiation for MLIR, in pure Rust")]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Parse, verify and print MLIR (passes plug in here).
    Opt {
        /// Input file, or `-` for standard input.
        input: String,
        /// Output file (standard output by default).
        #[arg(short = 'o', long = "output")]
        output: Option<String>,
        /// Print every operation in the generic form.
        #[arg(long)]
        generic: bool,
        /// Only parse and verify; print nothing.
        #[arg(long = "verify-only")]
        verify_only: bool,
        /// Print `loc(...)` locations.
        #[arg(long = "print-debuginfo")]
        debuginfo: bool,
    },
}

fn read_input(input: &str) -> Result<(String, Vec<u8>), String> {
    if input == "-" {
        let mut buf = Vec::new();
        std::io::stdin().read_to_end(&mut buf).map_err(|e| format!("error: cannot read standard input: {e}"))?;
        Ok(("<stdin>".into(), buf))
    } else {
        let bytes = std::fs::read(input).map_err(|e| format!("error: cannot read '{input}': {e}"))?;
        Ok((input.to_string(), bytes))
    }
}

fn write_output(output: Option<&str>, text: &str) -> Result<(), String> {
    match output {
        Some(path) => std::fs::write(path, text).map_err(|e| format!("error: cannot write '{path}': {e}")),
        None => std::io::stdout().write_all(text.as_bytes()).map_err(|e| format!("error: cannot write output: {e}")),
    }
}

fn run(cli: Cli) -> Result<(), String> {
    match cli.cmd {
        Cmd::Opt { input, output, generic, verify_only, debuginfo } => {
            let (name, bytes) = read_input(&input)?;
            let m = parse_module(&name, &bytes).map_err(|d| d.to_string())?;
            ferrozyme::verify::verify(&m).map_err(|d| d.to_string())?;
            if verify_only {
                return Ok(());
            }
            let text = print_module(&m, &PrintOptions { generic, debug_info: debuginfo });
            write_output(output.as_deref(), &text)
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    // Deeply nested input recurses; give the work a large stack.
    let child = std::thread::Builder::new().stack_size(256 << 20).spawn(move || run(cli));
    let result = match child {
        Ok(h) => h.join().unwrap_or_else(|_| Err("error: internal error (panic); please report it".into())),
        Err(e) => Err(format!("error: cannot start worker thread: {e}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("{msg}");
            ExitCode::FAILURE
        }
    }
}
